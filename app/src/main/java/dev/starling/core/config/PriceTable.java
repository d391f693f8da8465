package dev.starling.core.config;

import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * What each kind of send costs in US dollars under X's credit-based pay-per-use pricing, editable in
 * Settings. The defaults are X's published prices (2026): a post $0.015, a post with a URL $0.20. X
 * publishes no price for deleting, liking or following (likes and follows left the self-serve tiers
 * on 2026-04-16): those default to 0 until the user enters the price of their contract.
 */
public record PriceTable(Map<Operation, BigDecimal> prices) {

    /** A kind of send that X bills. An edit is a post create, billed as one. */
    public enum Operation { POST, POST_WITH_URL, DELETE, LIKE, FOLLOW }

    public PriceTable {
        EnumMap<Operation, BigDecimal> all = new EnumMap<>(Operation.class);
        for (Operation operation : Operation.values()) {
            BigDecimal price = prices.get(operation);
            if (price != null && price.signum() < 0) {
                throw new IllegalArgumentException("a price cannot be negative: " + operation);
            }
            all.put(operation, price == null ? BigDecimal.ZERO : price);
        }
        prices = Map.copyOf(all);
    }

    public static PriceTable defaults() {
        return new PriceTable(Map.of(Operation.POST, new BigDecimal("0.015"),
                Operation.POST_WITH_URL, new BigDecimal("0.20")));
    }

    public BigDecimal price(Operation operation) {
        return prices.get(operation);
    }

    public PriceTable with(Operation operation, BigDecimal price) {
        EnumMap<Operation, BigDecimal> copy = new EnumMap<>(prices);
        copy.put(operation, price);
        return new PriceTable(copy);
    }

    /** An amount in dollars as every screen and the command line write it: 0.00, 0.015, 0.20, 1.215. */
    public static String dollars(BigDecimal amount) {
        BigDecimal plain = amount.stripTrailingZeros();
        return plain.scale() < 2 ? amount.setScale(2, java.math.RoundingMode.UNNECESSARY).toPlainString()
                : plain.toPlainString();
    }

    /** {@code POST=0.015;POST_WITH_URL=0.20;...} as the settings store keeps it. */
    public static String encode(PriceTable table) {
        StringBuilder out = new StringBuilder();
        for (Operation operation : Operation.values()) {
            out.append(out.length() == 0 ? "" : ";").append(operation.name()).append('=')
                    .append(table.price(operation).toPlainString());
        }
        return out.toString();
    }

    /** Empty when the stored text is not a price table (a damaged value counts as unset). */
    public static Optional<PriceTable> decode(String text) {
        EnumMap<Operation, BigDecimal> prices = new EnumMap<>(Operation.class);
        try {
            for (String part : text.split(";")) {
                String[] pair = part.split("=", 2);
                prices.put(Operation.valueOf(pair[0].trim()), new BigDecimal(pair[1].trim()));
            }
            return Optional.of(new PriceTable(prices));
        } catch (RuntimeException malformed) {
            return Optional.empty();
        }
    }
}
