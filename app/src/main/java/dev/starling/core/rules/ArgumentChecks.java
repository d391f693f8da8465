package dev.starling.core.rules;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Whether an operator's value has the form its catalog entry says, in X's terms. */
final class ArgumentChecks {

    private static final Pattern USER = Pattern.compile("@?[A-Za-z0-9_]{1,15}|[0-9]{1,19}");
    private static final Pattern ID = Pattern.compile("[0-9]{1,19}");
    private static final Pattern CONTEXT = Pattern.compile("[0-9]+\\.([0-9]+|\\*)");
    private static final Pattern COUNT = Pattern.compile("([0-9]{1,10})(\\.\\.([0-9]{1,10}))?");
    private static final Pattern DECIMAL = Pattern.compile("[0-9]*\\.?[0-9]+");
    private static final Pattern RADIUS = Pattern.compile("([0-9]*\\.?[0-9]+)(mi|km)");
    private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());
    private static final double MILES_PER_DEGREE = 69.0;
    private static final double MILES_PER_KM = 0.621371;

    private ArgumentChecks() {
    }

    /** The problem with a clause's value, if any (the value is known not to be empty). */
    static Optional<RuleProblem> check(RuleClause clause, OperatorSpec spec) {
        String value = clause.value();
        String lower = value.toLowerCase(Locale.ROOT);
        boolean valid = switch (spec.form()) {
            case USER -> USER.matcher(value).matches();
            case LANGUAGE -> OperatorCatalog.LANGUAGES.contains(lower);
            case CHOICE -> spec.values().contains(spec.canonicalValue(value));
            case PERCENT -> integerIn(value, 1, 100);
            case COUNTRY -> value.length() == 2 && COUNTRIES.contains(value.toUpperCase(Locale.ROOT));
            case POINT_RADIUS -> clause.form() == ValueForm.BRACKETED && pointRadius(value);
            case BOUNDING_BOX -> clause.form() == ValueForm.BRACKETED && boundingBox(value);
            case CONTEXT -> CONTEXT.matcher(value).matches();
            case POST_ID -> ID.matcher(value).matches();
            case QUOTED_TEXT -> clause.form() == ValueForm.QUOTED;
            case THRESHOLD -> DECIMAL.matcher(value).matches() && Double.parseDouble(value) <= 1.0;
            case COUNT -> count(value);
            default -> true;
        };
        return valid ? Optional.empty() : Optional.of(invalid(clause, spec.form()));
    }

    static RuleProblem invalid(RuleClause clause, ArgumentForm form) {
        return new RuleProblem(ProblemCode.INVALID_ARGUMENT, clause.span(), dev.starling.core.text.BundleText.of(
                ProblemCode.INVALID_ARGUMENT.key() + "." + form.name().toLowerCase(Locale.ROOT),
                clause.catalogName(), clause.value()));
    }

    static boolean integerIn(String value, int min, int max) {
        if (!value.matches("[0-9]{1,9}")) {
            return false;
        }
        int number = Integer.parseInt(value);
        return number >= min && number <= max;
    }

    /** {@code longitude latitude radius}, the radius in mi or km and at most 25 miles. */
    private static boolean pointRadius(String value) {
        String[] parts = value.strip().split("\\s+");
        if (parts.length != 3) {
            return false;
        }
        Double longitude = number(parts[0]);
        Double latitude = number(parts[1]);
        Matcher radius = RADIUS.matcher(parts[2].toLowerCase(Locale.ROOT));
        if (longitude == null || latitude == null || !radius.matches() || Math.abs(longitude) > 180
                || Math.abs(latitude) > 90) {
            return false;
        }
        double miles = Double.parseDouble(radius.group(1)) * ("km".equals(radius.group(2)) ? MILES_PER_KM : 1.0);
        return miles > 0 && miles <= OperatorCatalog.MAX_GEO_MILES;
    }

    /** {@code west south east north}, each side at most 25 miles (69 miles a degree, narrowed by latitude). */
    private static boolean boundingBox(String value) {
        String[] parts = value.strip().split("\\s+");
        if (parts.length != 4) {
            return false;
        }
        Double west = number(parts[0]);
        Double south = number(parts[1]);
        Double east = number(parts[2]);
        Double north = number(parts[3]);
        if (west == null || south == null || east == null || north == null || Math.abs(west) > 180
                || Math.abs(east) > 180 || Math.abs(south) > 90 || Math.abs(north) > 90 || west >= east
                || south >= north) {
            return false;
        }
        double height = (north - south) * MILES_PER_DEGREE;
        double width = (east - west) * MILES_PER_DEGREE * Math.cos(Math.toRadians((north + south) / 2));
        return height <= OperatorCatalog.MAX_GEO_MILES && width <= OperatorCatalog.MAX_GEO_MILES;
    }

    private static boolean count(String value) {
        Matcher matcher = COUNT.matcher(value);
        if (!matcher.matches()) {
            return false;
        }
        return matcher.group(3) == null || Long.parseLong(matcher.group(1)) <= Long.parseLong(matcher.group(3));
    }

    private static Double number(String text) {
        if (!text.matches("-?[0-9]*\\.?[0-9]+")) {
            return null;
        }
        return Double.parseDouble(text);
    }
}
