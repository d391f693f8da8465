package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.auth.VaultLocation;
import dev.starling.core.flexible.FrequencyComparator;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Core names things by key (issue 13: no words in core); every key it can name has its words in the bundle. */
class CoreKeysInTheBundleTest {

    @Test
    void everyFrequencyComparatorHasItsSignAndItsWords() {
        assertThat(Arrays.stream(FrequencyComparator.values()).map(c -> Messages.text(c.symbolKey())))
                .containsExactly("\u2265", ">", "=", "\u2264", "<");
        assertThat(Messages.text(FrequencyComparator.NUM_GTE.phraseKey())).isEqualTo("at least");
    }

    @Test
    void everyCredentialStoreKindIsNamedWithItsDetail() {
        assertThat(Messages.text("settings.credentials." + VaultLocation.Kind.SYSTEM_STORE.name(), "Keychain"))
                .isEqualTo("Your system's credential store (Keychain)");
        assertThat(Messages.text("settings.credentials." + VaultLocation.Kind.FILE.name(), "/home/me/secrets.json"))
                .isEqualTo("File readable only by you: /home/me/secrets.json");
    }

    @Test
    void everyPermissionEndpointHasItsPathForTheTooltip() {
        assertThat(Arrays.stream(PermissionApi.values()).map(api -> Messages.text("adsWords.permissionApi.path." + api.name())))
                .containsExactly("/12/ custom audience", "/5/ tailored audience");
    }
}
