package dev.starling.core.upload.read;

import java.util.ArrayList;
import java.util.List;

/** Quote-aware split of one sampled line; only for detection (the real reading uses FastCSV). */
public final class SimpleSplit {

    private SimpleSplit() {
    }

    public static List<String> split(String line, char delimiter) {
        List<String> fields = new ArrayList<>();
        if (delimiter == SourceProfile.PLAIN_TEXT) {
            fields.add(line.strip());
            return fields;
        }
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == delimiter && !quoted) {
                fields.add(field.toString().strip());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString().strip());
        return fields;
    }
}
