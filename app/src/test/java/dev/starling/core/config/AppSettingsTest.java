package dev.starling.core.config;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AppSettingsTest {

    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);
    private final AppSettings settings = new AppSettings(store.settings());

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void anUnsetSettingIsItsFallbackOrEmpty() {
        assertThat(settings.get(AppSettings.THEME)).isEqualTo(ThemePreference.SYSTEM);
        assertThat(settings.get(AppSettings.ENVIRONMENT_KIND)).isEqualTo(EnvironmentKind.SANDBOX);
        assertThat(settings.find(AppSettings.WINDOW)).isEmpty();
        assertThat(settings.find(AppSettings.LAST_WORKSPACE)).isEmpty();
    }

    @Test
    void anEnumSettingReadsBackWhateverItsCaseAndAnUnknownValueCountsAsUnset() {
        settings.set(AppSettings.THEME, ThemePreference.DARK);
        assertThat(store.settings().get("ui.theme")).contains("DARK");
        store.settings().put("ui.theme", " light ");
        assertThat(settings.get(AppSettings.THEME)).isEqualTo(ThemePreference.LIGHT);
        store.settings().put("ui.theme", "purple");
        assertThat(settings.get(AppSettings.THEME)).isEqualTo(ThemePreference.SYSTEM);
    }

    @Test
    void aPhoneRegionIsStoredInCapitals() {
        settings.set(AppSettings.PHONE_REGION, " gb ");
        assertThat(settings.get(AppSettings.PHONE_REGION)).isEqualTo("GB");
    }
}
