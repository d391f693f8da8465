package dev.starling.boot;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.OsThemeDetector;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.store.LocalStores;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * Everything the application is made of, built once by {@link Bootstrap} and handed to the UI
 * and the commands by constructor injection. Closing it stops the sandbox and closes the stores.
 */
public record AppServices(String version, Path dataDir, Clock clock, LocalStores stores, AppSettings settings,
                          CredentialVault vault, NoticeBoard notices, EnvironmentManager environments, ActiveApi api,
                          TaskRunner tasks, Optional<Boolean> osPrefersDark) implements AutoCloseable {

    @Override
    public void close() {
        tasks.shutdown();
        environments.close();
        stores.close();
    }

    /** For places that need the OS detector again (e.g. Settings re-reading the preference). */
    public static OsThemeDetector osThemeDetector() {
        return new OsThemeDetector(System.getProperty("os.name", ""));
    }
}
