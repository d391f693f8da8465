package dev.starling.ui.settings;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.PriceTable;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusViewModel;
import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * What each kind of send costs (the price table the Publishing workspace and {@code starling post} price
 * by): X's published pay-per-use prices unless the person enters those of their contract.
 */
public final class PriceTableViewModel extends StatusViewModel {

    private final AppSettings settings;
    private final TaskRunner tasks;
    private final Map<PriceTable.Operation, StringProperty> prices = new EnumMap<>(PriceTable.Operation.class);

    public PriceTableViewModel(AppSettings settings, TaskRunner tasks) {
        this.settings = settings;
        this.tasks = tasks;
        for (PriceTable.Operation operation : PriceTable.Operation.values()) {
            prices.put(operation, new SimpleStringProperty(this, operation.name(), ""));
        }
        tasks.run("read price table", () -> settings.get(AppSettings.PRICES), this::show,
                failedTo(Messages.text("settings.prices.readFailed")));
    }

    /** The price of one kind of send as typed, in dollars. */
    public StringProperty priceProperty(PriceTable.Operation operation) {
        return prices.get(operation);
    }

    /** "A post", "A post with a link", ... */
    public static String label(PriceTable.Operation operation) {
        return Messages.text("settings.prices." + operation.name().toLowerCase(Locale.ROOT));
    }

    /** Checks every typed price and keeps the table; a price that is not an amount of dollars is said, nothing kept. */
    public void apply() {
        clearMessages();
        PriceTable table = PriceTable.defaults();
        for (PriceTable.Operation operation : PriceTable.Operation.values()) {
            String typed = prices.get(operation).get() == null ? "" : prices.get(operation).get().strip();
            try {
                BigDecimal price = new BigDecimal(typed.startsWith("$") ? typed.substring(1) : typed);
                if (price.signum() < 0) {
                    throw new NumberFormatException();
                }
                table = table.with(operation, price);
            } catch (NumberFormatException e) {
                error.set(Messages.text("settings.prices.bad", typed, label(operation)));
                return;
            }
        }
        save(table);
    }

    /** Back to X's published prices. */
    public void reset() {
        clearMessages();
        save(PriceTable.defaults());
    }

    private void save(PriceTable table) {
        tasks.run("save price table", () -> {
            settings.set(AppSettings.PRICES, table);
            return table;
        }, saved -> {
            show(saved);
            message.set(Messages.text("settings.prices.saved"));
        }, failedTo(Messages.text("settings.prices.saveFailed")));
    }

    private void show(PriceTable table) {
        prices.forEach((operation, property) -> property.set(PriceTable.dollars(table.price(operation))));
    }
}
