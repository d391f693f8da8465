package dev.starling.core.api.account;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.ClientCredentials;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.DurableStore;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A second Starling process for {@link RefreshAcrossProcessesTest}: opens the shared data folder,
 * says it is ready, waits for the go file, then calls {@code /2/users/me} as the default account
 * (refreshing its tokens when due). Exit 0 when the call succeeded.
 */
public final class RefreshProcess {

    private RefreshProcess() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        URI base = URI.create(args[1]);
        Path ready = Path.of(args[3]);
        Path go = Path.of(args[4]);
        try (DurableStore store = DurableStore.open(data, DurableMigrations.ALL)) {
            ApiEnvironment environment = new ApiEnvironment(EnvironmentKind.SANDBOX, base, base, "unused",
                    Secret.of("unused")).withOAuth2Client(ClientCredentials.publicClient(args[2]));
            ApiServices services = ApiServices.create(environment, store, new FileCredentialVault(data),
                    HttpSettings::defaults);
            Files.writeString(ready, "ready");
            long deadline = System.currentTimeMillis() + 30_000;
            while (!Files.exists(go) && System.currentTimeMillis() < deadline) {
                Thread.sleep(5);
            }
            int status = services.http().execute(ApiRequest.get(ApiUrls.resolve(base, "2/users/me"),
                    services.accounts().defaultUserAuth())).status();
            System.out.println("status " + status);
            System.exit(status == 200 ? 0 : 1);
        } catch (RuntimeException e) {
            System.out.println("failed " + e);
            System.exit(1);
        }
    }
}
