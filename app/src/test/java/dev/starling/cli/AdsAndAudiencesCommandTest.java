package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.CustomAudience;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code starling ads accounts} and {@code starling audiences list}: what a cron line needs to find its
 * ids, against a real sandbox on loopback, signed in with {@code starling login}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AdsAndAudiencesCommandTest {

    @TempDir
    static Path dir;

    private UploadSandbox sandbox;
    private List<AdAccount> accounts;

    @BeforeAll
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        accounts = sandbox.adminAds().accounts();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @Test
    void adsAccountsListsIdAndNameAndMarksTheDefaultWhichDefaultChangesForTheOtherCommands() {
        UploadSandbox.Run first = sandbox.cli("ads", "accounts");
        assertThat(first.exit()).as(first.err()).isZero();
        List<String> lines = first.out().lines().toList();
        assertThat(lines.get(0)).contains("ID").contains("NAME");
        for (AdAccount account : accounts) {
            assertThat(lines).anySatisfy(line -> assertThat(line).contains(account.id()).contains(account.name()));
        }
        assertThat(lines.stream().filter(line -> line.startsWith("*"))).as("one default")
                .singleElement().asString().contains(accounts.get(0).id());

        AdAccount second = accounts.get(1);
        UploadSandbox.Run chosen = sandbox.cli("ads", "accounts", "--default", second.id());
        assertThat(chosen.exit()).as(chosen.err()).isZero();
        assertThat(chosen.out().lines().filter(line -> line.startsWith("*"))).singleElement().asString()
                .contains(second.id()).contains(second.name());

        UploadSandbox.Run listed = sandbox.cli("audiences", "list");
        assertThat(listed.exit()).as(listed.err()).isZero();
        assertThat(listed.err()).as("it says which account it used").contains(second.id()).contains("default");
        List<CustomAudience> own = sandbox.adminAds().audiences(second.id(), AudienceQuery.firstPage(1000)).data();
        assertThat(own).isNotEmpty();
        own.forEach(audience -> assertThat(listed.out()).contains(audience.id()));

        UploadSandbox.Run notYours = sandbox.cli("ads", "accounts", "--default", "nosuchaccount");
        assertThat(notYours.exit()).isEqualTo(1);
        assertThat(notYours.err()).contains("nosuchaccount").contains("is not an ad account of @demo_marketer");
        assertThat(notYours.out()).as("the accounts it could be").contains(second.id());

        sandbox.cli("ads", "accounts", "--default", accounts.get(0).id());
    }

    @Test
    void audiencesListShowsIdNameTypePeopleAndStatusOfTheAccountAndFiltersByNamePrefix() {
        String us = sandbox.coffeeUs();
        UploadSandbox.Run run = sandbox.cli("audiences", "list", "--account", us);

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0).split("\\s+")).containsExactly("ID", "NAME", "TYPE", "PEOPLE", "STATUS");
        List<CustomAudience> own = sandbox.adminAds().audiences(us, AudienceQuery.firstPage(1000)).data();
        assertThat(lines).hasSize(own.size() + 1);
        CustomAudience lapsed = own.stream().filter(a -> a.name().equals("Lapsed customers")).findFirst().orElseThrow();
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith(lapsed.id()).contains("Lapsed customers")
                .contains(lapsed.audienceType()).contains(String.valueOf(lapsed.audienceSize()))
                .endsWith("too small (under 100 matched people)"));
        CustomAudience placeholder = own.stream().filter(a -> a.reasonsNotTargetable().contains("PROCESSING"))
                .findFirst().orElseThrow();
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith(placeholder.id())
                .endsWith("size being recomputed").doesNotContain("too small"));

        UploadSandbox.Run filtered = sandbox.cli("audiences", "list", "--account", us, "--query", "news");
        assertThat(filtered.exit()).as(filtered.err()).isZero();
        assertThat(filtered.out()).contains("Newsletter subscribers").doesNotContain("Lapsed customers");

        UploadSandbox.Run none = sandbox.cli("audiences", "list", "--account", us, "--query", "zzz-no-such");
        assertThat(none.exit()).isZero();
        assertThat(none.err()).contains("No custom audiences in account " + us + " whose name starts with");
    }

    @Test
    void theHelpNamesTheNewCommands() {
        UploadSandbox.Run help = sandbox.cli("--help");
        assertThat(help.out()).contains("ads").contains("audiences");
        UploadSandbox.Run list = sandbox.cli("audiences", "list", "--help");
        assertThat(list.out()).contains("--account").contains("--query").contains("--shared");
    }
}
