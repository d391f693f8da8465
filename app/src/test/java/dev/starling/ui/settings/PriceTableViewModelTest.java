package dev.starling.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.PriceTable;
import dev.starling.core.store.DurableStore;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The price table in Settings: X's published prices at first, edited and kept, a bad price said and not kept. */
class PriceTableViewModelTest {

    @TempDir
    Path dir;

    @Test
    void showsXsPricesKeepsEditedOnesAndRefusesWhatIsNotAnAmount() {
        try (DurableStore store = DurableStore.open(dir, dev.starling.boot.DurableMigrations.ALL)) {
            AppSettings settings = new AppSettings(store.settings());
            PriceTableViewModel prices = new PriceTableViewModel(settings, new SameThreadTaskRunner());
            assertThat(prices.priceProperty(PriceTable.Operation.POST).get()).isEqualTo("0.015");
            assertThat(prices.priceProperty(PriceTable.Operation.POST_WITH_URL).get()).isEqualTo("0.20");
            assertThat(prices.priceProperty(PriceTable.Operation.LIKE).get()).isEqualTo("0.00");

            prices.priceProperty(PriceTable.Operation.LIKE).set("$0.005");
            prices.apply();
            assertThat(settings.get(AppSettings.PRICES).price(PriceTable.Operation.LIKE)).isEqualByComparingTo("0.005");
            assertThat(prices.messageProperty().get()).startsWith("Prices saved");

            prices.priceProperty(PriceTable.Operation.POST).set("-1");
            prices.apply();
            assertThat(prices.errorProperty().get()).isEqualTo(
                    "\u201c-1\u201d is not a price for \u201cA post\u201d: write an amount of US dollars such as 0.015.");
            assertThat(settings.get(AppSettings.PRICES).price(PriceTable.Operation.POST)).isEqualByComparingTo("0.015");

            prices.reset();
            assertThat(settings.get(AppSettings.PRICES)).isEqualTo(PriceTable.defaults());
            assertThat(prices.priceProperty(PriceTable.Operation.POST).get()).isEqualTo("0.015");
        }
    }
}
