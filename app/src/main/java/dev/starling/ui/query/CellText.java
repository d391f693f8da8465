package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.query.answer.XText;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.util.Iterator;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * How a JSON value reads in a result cell: numbers and ISO dates in the user's locale and zone,
 * post text with X's HTML escapes undone, ids as sent (they are strings, never grouped), nested
 * objects as a short summary. Copying always takes the value as sent ({@link #raw}). FX thread only.
 */
final class CellText {

    private static final Pattern ISO_INSTANT = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z");
    private static final int SUMMARY_LENGTH = 90;
    private static NumberFormat numbers;
    private static DateTimeFormatter dates;

    private CellText() {
    }

    /** Whether a value is shown as a date and time (X's ISO instants, as {@code created_at}). */
    static boolean isInstant(JsonNode value) {
        return value != null && value.isTextual() && ISO_INSTANT.matcher(value.asText()).matches();
    }

    /** A date and time as wide as they get when shown (a two-digit day and hour, a long month), to size a column. */
    static String widestInstant() {
        return dates().format(Instant.parse("2026-09-28T22:58:58Z"));
    }

    /** A value as shown in a cell, on one line. */
    static String shown(String column, JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return "";
        }
        if (value.isNumber()) {
            return numbers().format(value.numberValue());
        }
        if (value.isTextual()) {
            String text = value.asText();
            if (ISO_INSTANT.matcher(text).matches()) {
                try {
                    return dates().format(Instant.parse(text));
                } catch (DateTimeParseException notADate) {
                    return text;
                }
            }
            return "text".equals(column) ? XText.unescape(text) : text;
        }
        return value.isContainerNode() ? summary(value) : value.asText();
    }

    /** The value as sent, for copying: text without quotes, objects and arrays as indented JSON. */
    static String raw(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return "";
        }
        return value.isValueNode() ? value.asText() : value.toPrettyString();
    }

    /** "like_count 3 · retweet_count 0 · …" or "en, fr" or "3 items": enough to know whether to open it. */
    static String summary(JsonNode container) {
        StringBuilder out = new StringBuilder();
        if (container.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = container.fields(); fields.hasNext()
                    && out.length() < SUMMARY_LENGTH; ) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.append(out.isEmpty() ? "" : " \u00b7 ").append(field.getKey()).append(' ')
                        .append(field.getValue().isContainerNode() ? "\u2026" : shown(field.getKey(), field.getValue()));
            }
        } else if (container.size() > 0 && container.get(0).isValueNode()) {
            for (JsonNode item : container) {
                if (out.length() >= SUMMARY_LENGTH) {
                    break;
                }
                out.append(out.isEmpty() ? "" : ", ").append(shown("", item));
            }
        } else {
            return dev.starling.core.text.Messages.text("query.cell.items", container.size());
        }
        return out.length() > SUMMARY_LENGTH ? out.substring(0, SUMMARY_LENGTH) + "\u2026" : out.toString();
    }

    /**
     * Loads the locale's number and date data (classes, resource bundles) on the calling thread, with
     * formats of its own: called off the FX thread before a result is shown, so the frame that makes
     * the first cells does not load them.
     */
    static void loadLocaleData() {
        NumberFormat.getNumberInstance().format(1234.5);
        DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withZone(ZoneId.systemDefault())
                .format(Instant.parse("2026-11-23T10:15:30.000Z"));
        ISO_INSTANT.matcher("2026-11-23T10:15:30.000Z").matches();
    }

    private static NumberFormat numbers() {
        if (numbers == null) {
            numbers = NumberFormat.getNumberInstance();
        }
        return numbers;
    }

    private static DateTimeFormatter dates() {
        if (dates == null) {
            dates = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withZone(ZoneId.systemDefault());
        }
        return dates;
    }
}
