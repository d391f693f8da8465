package dev.starling.core.query;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Checks a {@link QuerySpec} before it is sent, with messages that say what to fix. */
public final class QueryValidator {

    public static final int MAX_IDS = 100;
    private static final Pattern ID = Pattern.compile("[0-9]{1,19}");
    private static final Pattern USERNAME = Pattern.compile("@?[A-Za-z0-9_]{1,15}");
    private static final int MAX_QUERY_LENGTH = 512;

    private final FieldCatalog catalog;

    public QueryValidator(FieldCatalog catalog) {
        this.catalog = catalog;
    }

    /** One problem with the input. {@code field} is "target", "max_results" or a parameter name. */
    public record Issue(String field, String message) {
    }

    public List<Issue> validate(QuerySpec spec) {
        List<Issue> issues = new ArrayList<>();
        checkTarget(spec, issues);
        if (spec.endpoint().input() == Endpoint.Input.QUERY && spec.maxResults() != null
                && (spec.maxResults() < 10 || spec.maxResults() > 100)) {
            issues.add(new Issue("max_results", "Results per page must be between 10 and 100."));
        }
        for (FieldGroup group : spec.endpoint().groups()) {
            for (String name : spec.selected(group)) {
                if (!catalog.contains(group, name)) {
                    issues.add(new Issue(group.parameter(), "\"" + name + "\" is not a known " + group.parameter()
                            + " name" + suggestion(group, name) + "."));
                }
            }
        }
        return issues;
    }

    private void checkTarget(QuerySpec spec, List<Issue> issues) {
        String target = spec.target().trim();
        switch (spec.endpoint().input()) {
            case IDS -> {
                List<String> ids = QueryComposer.ids(target);
                if (ids.isEmpty()) {
                    issues.add(new Issue("target", "Enter at least one id."));
                } else if (ids.size() > MAX_IDS) {
                    issues.add(new Issue("target", "At most " + MAX_IDS + " ids per request (you entered "
                            + ids.size() + ")."));
                }
                ids.stream().filter(id -> !ID.matcher(id).matches()).findFirst().ifPresent(bad ->
                        issues.add(new Issue("target", "\"" + bad + "\" is not an id: ids are 1 to 19 digits.")));
            }
            case ID -> {
                if (!ID.matcher(target).matches()) {
                    issues.add(new Issue("target", target.isEmpty() ? "Enter the post id."
                            : "\"" + target + "\" is not an id: ids are 1 to 19 digits."));
                }
            }
            case USERNAMES -> {
                List<String> names = QueryComposer.usernames(target);
                if (names.isEmpty()) {
                    issues.add(new Issue("target", "Enter at least one username."));
                } else if (names.size() > MAX_IDS) {
                    issues.add(new Issue("target", "At most " + MAX_IDS + " usernames per request (you entered "
                            + names.size() + ")."));
                }
                names.stream().filter(name -> !USERNAME.matcher(name).matches()).findFirst().ifPresent(bad ->
                        issues.add(new Issue("target", "\"" + bad
                                + "\" is not a username: 1 to 15 letters, digits or underscores.")));
            }
            case USERNAME -> {
                if (!USERNAME.matcher(target).matches()) {
                    issues.add(new Issue("target", target.isEmpty() ? "Enter a username."
                            : "\"" + target + "\" is not a username: 1 to 15 letters, digits or underscores."));
                }
            }
            case QUERY -> {
                if (target.isEmpty()) {
                    issues.add(new Issue("target", "Enter a search query, e.g. starling has:media lang:en"));
                } else if (target.length() > MAX_QUERY_LENGTH) {
                    issues.add(new Issue("target", "Queries are at most " + MAX_QUERY_LENGTH + " characters."));
                }
            }
            case WEBHOOK_ID -> {
                if (!ID.matcher(target).matches()) {
                    issues.add(new Issue("target", "A webhook id is 1 to 19 digits (^[0-9]{1,19}$)."));
                }
            }
            case NONE -> { }
        }
    }

    private String suggestion(FieldGroup group, String name) {
        return catalog.fields(group).stream().map(FieldInfo::name)
                .filter(known -> known.equalsIgnoreCase(name) || known.replace("_", "").equalsIgnoreCase(name.replace("_", "")))
                .findFirst().map(known -> " (did you mean " + known + "?)").orElse("");
    }
}
