package dev.starling.core.rules;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The rule-set file the window exports and imports and {@code starling rules apply} reads: a plain
 * JSON array of {@code {"value": "...", "tag": "..."}} (tag optional), as {@code POST .../rules}
 * takes under {@code add}. Anything else is refused with where and why; nothing is half read.
 */
public final class RuleSetJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** A file that is not a rule set: the words say where (item number from 1) and what is wrong. */
    public static final class FormatException extends Exception implements Worded {
        private final transient BundleText text;

        FormatException(BundleText text) {
            super(text.key(), null, false, false);
            this.text = text;
        }

        @Override
    public BundleText text() {
            return text;
        }
    }

    private RuleSetJson() {
    }

    public static List<RuleDraft> read(String text) throws FormatException {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new FormatException(BundleText.of("rules.file.notJson",
                    e.getLocation() == null ? 0 : e.getLocation().getLineNr()));
        }
        if (root == null || !root.isArray()) {
            throw new FormatException(BundleText.of("rules.file.notArray"));
        }
        List<RuleDraft> drafts = new ArrayList<>();
        int item = 0;
        for (JsonNode node : root) {
            item++;
            if (!node.isObject()) {
                throw new FormatException(BundleText.of("rules.file.notObject", item));
            }
            JsonNode value = node.get("value");
            if (value == null || !value.isTextual() || value.asText().isBlank()) {
                throw new FormatException(BundleText.of("rules.file.noValue", item));
            }
            JsonNode tag = node.get("tag");
            if (tag != null && !tag.isNull() && !tag.isTextual()) {
                throw new FormatException(BundleText.of("rules.file.tagNotText", item));
            }
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!name.equals("value") && !name.equals("tag") && !name.equals("id")) {
                    throw new FormatException(BundleText.of("rules.file.unknownMember", item, name));
                }
            }
            drafts.add(new RuleDraft(value.asText(), tag == null || tag.isNull() ? null : tag.asText()));
        }
        return drafts;
    }

    public static String write(List<RuleDraft> drafts) {
        ArrayNode array = JSON.createArrayNode();
        for (RuleDraft draft : drafts) {
            ObjectNode item = array.addObject();
            item.put("value", draft.value());
            if (draft.tag() != null) {
                item.put("tag", draft.tag());
            }
        }
        try {
            return JSON.writeValueAsString(array) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a rule set always serialises", e);
        }
    }
}
