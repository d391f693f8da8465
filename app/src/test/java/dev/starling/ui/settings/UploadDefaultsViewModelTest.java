package dev.starling.ui.settings;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.store.DurableStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UploadDefaultsViewModelTest {

    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);
    private final AppSettings settings = new AppSettings(store.settings());

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aKnownRegionIsKeptUpperCasedForTheWizardAndTheCommandLine() {
        UploadDefaultsViewModel viewModel = new UploadDefaultsViewModel(settings, new SameThreadTaskRunner());
        viewModel.phoneRegionProperty().set(" gb ");
        viewModel.apply();

        assertThat(settings.get(AppSettings.PHONE_REGION)).isEqualTo("GB");
        assertThat(viewModel.phoneRegionProperty().get()).isEqualTo("GB");
        assertThat(viewModel.messageProperty().get()).contains("read as GB numbers");
        assertThat(new UploadDefaultsViewModel(settings, new SameThreadTaskRunner()).phoneRegionProperty().get()).isEqualTo("GB");
    }

    @Test
    void anUnknownRegionIsExplainedAndNotKept() {
        settings.set(AppSettings.PHONE_REGION, "DE");
        UploadDefaultsViewModel viewModel = new UploadDefaultsViewModel(settings, new SameThreadTaskRunner());
        viewModel.phoneRegionProperty().set("Germany");
        viewModel.apply();

        assertThat(viewModel.errorProperty().get()).contains("\u201cGERMANY\u201d is not a phone region");
        assertThat(settings.get(AppSettings.PHONE_REGION)).isEqualTo("DE");
    }
}
