package dev.starling.sandbox.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether X accepts a rule, and if not, X's words for each reason with its 1-based position: the
 * rule's shape first (only the earliest shape error, as X stops there), then every term (known
 * operator, not a search-only one, a value of the right form, proximity at most 6, negation allowed
 * or required), negated groups, a standalone positive term on every OR branch, embedding operators
 * only with embedding access and a threshold only beside {@code embedding:}, and the length of the
 * access level. {@link #check} returns the reasons; none means valid.
 */
final class RuleChecks {

    private static final Pattern USER = Pattern.compile("@?[A-Za-z0-9_]{1,15}|[0-9]{1,19}");
    private static final Pattern ID = Pattern.compile("[0-9]{1,19}");
    private static final Pattern CONTEXT = Pattern.compile("[0-9]+\\.([0-9]+|\\*)");
    private static final Pattern COUNT = Pattern.compile("([0-9]{1,10})(\\.\\.([0-9]{1,10}))?");
    private static final Pattern DECIMAL = Pattern.compile("[0-9]*\\.?[0-9]+");
    private static final Pattern RADIUS = Pattern.compile("([0-9]*\\.?[0-9]+)(mi|km)");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]*\\.?[0-9]+");
    private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

    private RuleChecks() {
    }

    static List<RuleReader.Refusal> check(String value, AccessLevel access) {
        List<RuleReader.Refusal> reasons = new ArrayList<>();
        int length = value.codePointCount(0, value.length());
        if (length > access.maxLength()) {
            reasons.add(new RuleReader.Refusal("Rule length " + length + " exceeds the maximum of " + access.maxLength()
                    + " characters", value.offsetByCodePoints(0, access.maxLength()) + 1));
        }
        RuleReader.Refusal shape = RuleReader.shapeError(value);
        if (shape != null) {
            reasons.add(shape);
            return reasons;
        }
        RuleTree root = RuleReader.read(value);
        walk(root, access, reasons);
        List<RuleTree.Term> terms = RuleTree.terms(root);
        if (terms.stream().noneMatch(term -> "embedding".equals(term.op()))) {
            terms.stream().filter(term -> "embedding_threshold".equals(term.op())).forEach(term -> reasons.add(
                    new RuleReader.Refusal("embedding_threshold can only be used with an embedding operator",
                            term.start() + 1)));
        }
        if (terms.stream().allMatch(RuleTree.Term::negated)) {
            reasons.add(new RuleReader.Refusal("Rules must contain a non-negation term", root.start() + 1));
        } else if (!anchored(root)) {
            List<RuleTree> needy = root instanceof RuleTree.Group group && group.or() && !group.negated()
                    ? group.parts().stream().filter(part -> !anchored(part)).toList() : List.of(root);
            for (RuleTree part : needy) {
                reasons.add(new RuleReader.Refusal("Rules must contain a standalone operator: "
                        + needyLabel(part) + " cannot be used alone", part.start() + 1));
            }
        }
        return reasons;
    }

    private static void walk(RuleTree node, AccessLevel access, List<RuleReader.Refusal> reasons) {
        if (node instanceof RuleTree.Group group) {
            if (group.negated()) {
                reasons.add(new RuleReader.Refusal("Negating a group of terms is not supported", group.start() + 1));
            }
            group.parts().forEach(part -> walk(part, access, reasons));
            return;
        }
        RuleTree.Term term = (RuleTree.Term) node;
        int position = term.start() + 1;
        boolean neverNegated = false;
        switch (term.kind()) {
            case "op" -> {
                RuleOperators.Operator operator = RuleOperators.find(term.op());
                if (operator == null) {
                    reasons.add(new RuleReader.Refusal("Reference to invalid operator '" + term.op() + "'. Operator is "
                            + "not available in current product or product packaging", position));
                } else if (operator.searchOnly()) {
                    reasons.add(new RuleReader.Refusal("Operator '" + term.op() + "' is available in search only, not in "
                            + "filtered stream rules", position));
                } else {
                    if (term.value().isEmpty()) {
                        reasons.add(new RuleReader.Refusal("Operator '" + term.op() + "' needs a value", position));
                    } else if (!valid(term, operator)) {
                        reasons.add(new RuleReader.Refusal("Reference to invalid field '" + term.value()
                                + "' for operator '" + term.op() + "'", position));
                    }
                    if (operator.semantic() && !access.embedding()) {
                        reasons.add(new RuleReader.Refusal("Operator '" + term.op() + "' needs enterprise access with "
                                + "embedding", position));
                    }
                    neverNegated = operator.neverNegated();
                }
            }
            case "phrase" -> {
                if (term.value().isBlank()) {
                    reasons.add(new RuleReader.Refusal("Empty quoted phrase", position));
                }
            }
            case "near" -> {
                if (term.value().isBlank()) {
                    reasons.add(new RuleReader.Refusal("Empty quoted phrase", position));
                } else if (!term.distance().matches("[0-9]{1,9}") || Integer.parseInt(term.distance()) < 1
                        || Integer.parseInt(term.distance()) > Integer.MAX_VALUE / 2) {
                    reasons.add(new RuleReader.Refusal("Reference to invalid field '" + term.distance()
                            + "' for operator '~'", position));
                } else if (Integer.parseInt(term.distance()) > RuleOperators.MAX_PROXIMITY) {
                    reasons.add(new RuleReader.Refusal("Proximity operator distance must be at most "
                            + RuleOperators.MAX_PROXIMITY, position));
                }
            }
            default -> {
            }
        }
        boolean nullcast = "is".equals(term.op()) && "nullcast".equalsIgnoreCase(term.value());
        if (neverNegated && term.negated()) {
            reasons.add(new RuleReader.Refusal("Operator '" + term.op() + "' cannot be negated", position));
        } else if (nullcast && !term.negated()) {
            reasons.add(new RuleReader.Refusal("is:nullcast can only be used negated", position));
        }
    }

    static boolean anchored(RuleTree node) {
        if (node instanceof RuleTree.Term term) {
            return !term.negated() && RuleOperators.standalone(term);
        }
        RuleTree.Group group = (RuleTree.Group) node;
        if (group.negated()) {
            return false;
        }
        return group.or() ? group.parts().stream().allMatch(RuleChecks::anchored)
                : group.parts().stream().anyMatch(RuleChecks::anchored);
    }

    private static String needyLabel(RuleTree node) {
        return RuleTree.terms(node).stream().filter(term -> !term.negated() && !RuleOperators.standalone(term))
                .map(term -> "'" + term.label() + ":'").findFirst().orElse("this part");
    }

    private static boolean valid(RuleTree.Term term, RuleOperators.Operator operator) {
        String value = term.value();
        String lower = value.toLowerCase(Locale.ROOT);
        return switch (operator.form()) {
            case "user" -> USER.matcher(value).matches();
            case "lang" -> RuleOperators.LANGUAGES.contains(lower);
            case "is" -> RuleOperators.IS.contains(lower);
            case "has" -> RuleOperators.HAS.contains(RuleOperators.hasValue(lower));
            case "percent" -> value.matches("[0-9]{1,9}") && Integer.parseInt(value) >= 1 && Integer.parseInt(value) <= 100;
            case "country" -> value.length() == 2 && COUNTRIES.contains(value.toUpperCase(Locale.ROOT));
            case "radius" -> term.bracketed() && GeoArea.radius(value) != null;
            case "box" -> term.bracketed() && GeoArea.box(value) != null;
            case "context" -> CONTEXT.matcher(value).matches();
            case "id" -> ID.matcher(value).matches();
            case "quoted" -> term.quoted();
            case "threshold" -> DECIMAL.matcher(value).matches() && Double.parseDouble(value) <= 1.0;
            case "count" -> count(value);
            default -> true;
        };
    }

    private static boolean count(String value) {
        Matcher matcher = COUNT.matcher(value);
        return matcher.matches()
                && (matcher.group(3) == null || Long.parseLong(matcher.group(1)) <= Long.parseLong(matcher.group(3)));
    }

    /** A point and radius, or a box, in degrees: what {@code point_radius:} and {@code bounding_box:} describe. */
    record GeoArea(double west, double south, double east, double north, double longitude, double latitude,
                   double miles) {

        private static final double MILES_PER_DEGREE = 69.0;

        /** {@code lon lat Nmi|Nkm} with at most 25 miles, or null. */
        static GeoArea radius(String value) {
            String[] parts = value.strip().split("\\s+");
            if (parts.length != 3 || !NUMBER.matcher(parts[0]).matches() || !NUMBER.matcher(parts[1]).matches()) {
                return null;
            }
            double longitude = Double.parseDouble(parts[0]);
            double latitude = Double.parseDouble(parts[1]);
            Matcher radius = RADIUS.matcher(parts[2].toLowerCase(Locale.ROOT));
            if (!radius.matches() || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
                return null;
            }
            double miles = Double.parseDouble(radius.group(1)) * ("km".equals(radius.group(2)) ? 0.621371 : 1.0);
            return miles > 0 && miles <= RuleOperators.MAX_GEO_MILES
                    ? new GeoArea(0, 0, 0, 0, longitude, latitude, miles) : null;
        }

        /** {@code west south east north}, each side at most 25 miles, or null. */
        static GeoArea box(String value) {
            String[] parts = value.strip().split("\\s+");
            if (parts.length != 4) {
                return null;
            }
            double[] v = new double[4];
            for (int i = 0; i < 4; i++) {
                if (!NUMBER.matcher(parts[i]).matches()) {
                    return null;
                }
                v[i] = Double.parseDouble(parts[i]);
            }
            if (Math.abs(v[0]) > 180 || Math.abs(v[2]) > 180 || Math.abs(v[1]) > 90 || Math.abs(v[3]) > 90
                    || v[0] >= v[2] || v[1] >= v[3]) {
                return null;
            }
            double height = (v[3] - v[1]) * MILES_PER_DEGREE;
            double width = (v[2] - v[0]) * MILES_PER_DEGREE * Math.cos(Math.toRadians((v[3] + v[1]) / 2));
            return height <= RuleOperators.MAX_GEO_MILES && width <= RuleOperators.MAX_GEO_MILES
                    ? new GeoArea(v[0], v[1], v[2], v[3], Double.NaN, Double.NaN, 0) : null;
        }

        boolean contains(double lon, double lat) {
            if (!Double.isNaN(longitude)) {
                double dy = (lat - latitude) * MILES_PER_DEGREE;
                double dx = (lon - longitude) * MILES_PER_DEGREE * Math.cos(Math.toRadians(latitude));
                return Math.sqrt(dx * dx + dy * dy) <= miles;
            }
            return lon >= west && lon <= east && lat >= south && lat <= north;
        }
    }
}
