package dev.starling.core.query.compose;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Checks a {@link QuerySpec} before it is sent, with X's own rules where X documents them (page
 * sizes per endpoint, recent search's seven days and ten seconds, ids against times), so the user
 * reads what to fix before a 400 comes back. Messages are bundle keys: core has no words of its own.
 */
public final class QueryValidator {

    public static final int MAX_IDS = 100;
    private static final Pattern ID = Pattern.compile("[0-9]{1,19}");
    private static final Pattern USERNAME = Pattern.compile("@?[A-Za-z0-9_]{1,15}");
    private static final int MAX_QUERY_LENGTH = 512;
    private static final Duration RECENT = Duration.ofDays(7);

    private final FieldCatalog catalog;
    private final Clock clock;

    public QueryValidator(FieldCatalog catalog) {
        this(catalog, Clock.systemUTC());
    }

    /** With the clock that decides what "the last seven days" are. */
    public QueryValidator(FieldCatalog catalog, Clock clock) {
        this.catalog = catalog;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * One problem with the input: {@code field} is "target", "max_results" or a parameter name;
     * the message is a bundle key with its {@link java.text.MessageFormat} arguments.
     */
    public record Issue(String field, String messageKey, List<Object> args) {

        public Issue {
            args = List.copyOf(args);
        }

        static Issue of(String field, String key, Object... args) {
            return new Issue(field, key, List.of(args));
        }

        /** The arguments as an array, ready for {@code Messages.text(key, args)}. */
        public Object[] argArray() {
            return args.toArray();
        }
    }

    public List<Issue> validate(QuerySpec spec) {
        List<Issue> issues = new ArrayList<>();
        checkTarget(spec, issues);
        Endpoint.Paging paging = spec.endpoint().paging();
        if (paging != null && spec.maxResults() != null
                && (spec.maxResults() < paging.minResults() || spec.maxResults() > paging.maxResults())) {
            issues.add(Issue.of("max_results", "query.issue.maxResults", paging.minResults(), paging.maxResults()));
        }
        new OptionRules(spec, clock.instant(), issues).check();
        for (FieldGroup group : spec.endpoint().groups()) {
            for (String name : spec.selected(group)) {
                if (!catalog.contains(group, name)) {
                    String known = suggestion(group, name);
                    issues.add(known == null ? Issue.of(group.parameter(), "query.issue.unknownField", name, group.parameter())
                            : Issue.of(group.parameter(), "query.issue.unknownFieldDidYouMean", name, group.parameter(), known));
                }
            }
        }
        return issues;
    }

    /** A list target (ids, usernames): one to {@link #MAX_IDS} values; the first that does not match is named. */
    private static void checkList(List<String> values, Pattern pattern, String noneKey, String tooManyKey,
                                  String notOneKey, List<Issue> issues) {
        if (values.isEmpty()) {
            issues.add(Issue.of("target", noneKey));
        } else if (values.size() > MAX_IDS) {
            issues.add(Issue.of("target", tooManyKey, MAX_IDS, values.size()));
        }
        values.stream().filter(value -> !pattern.matcher(value).matches()).findFirst().ifPresent(bad ->
                issues.add(Issue.of("target", notOneKey, bad)));
    }

    /** A single target (an id, a username): given, and matching. */
    private static void checkOne(String target, Pattern pattern, String noneKey, String notOneKey, List<Issue> issues) {
        if (!pattern.matcher(target).matches()) {
            issues.add(target.isEmpty() ? Issue.of("target", noneKey) : Issue.of("target", notOneKey, target));
        }
    }

    private void checkTarget(QuerySpec spec, List<Issue> issues) {
        String target = spec.target().trim();
        switch (spec.endpoint().input()) {
            case IDS -> checkList(QueryComposer.ids(target), ID, "query.issue.noIds", "query.issue.tooManyIds",
                    "query.issue.notAnId", issues);
            case ID -> checkOne(target, ID, "query.issue.noPostId", "query.issue.notAnId", issues);
            case USER_ID -> checkOne(target, ID, "query.issue.noUserId", "query.issue.notAUserId", issues);
            case USERNAMES -> checkList(QueryComposer.usernames(target), USERNAME, "query.issue.noUsernames",
                    "query.issue.tooManyUsernames", "query.issue.notAUsername", issues);
            case USERNAME -> checkOne(target, USERNAME, "query.issue.noUsername", "query.issue.notAUsername", issues);
            case QUERY -> {
                if (target.isEmpty()) {
                    issues.add(Issue.of("target", "query.issue.noQuery"));
                } else if (target.length() > MAX_QUERY_LENGTH) {
                    issues.add(Issue.of("target", "query.issue.queryTooLong", MAX_QUERY_LENGTH));
                }
            }
            case WEBHOOK_ID -> {
                if (!ID.matcher(target).matches()) {
                    issues.add(Issue.of("target", "query.issue.webhookId"));
                }
            }
            case NONE -> { }
        }
    }

    /** The options the endpoint takes, each well-formed, and together as X allows them. */
    private record OptionRules(QuerySpec spec, Instant now, List<Issue> issues) {

        void check() {
            List<QueryOption> taken = spec.endpoint().options();
            Instant start = taken.contains(QueryOption.START_TIME) ? time(QueryOption.START_TIME) : null;
            Instant end = taken.contains(QueryOption.END_TIME) ? time(QueryOption.END_TIME) : null;
            Long since = taken.contains(QueryOption.SINCE_ID) ? id(QueryOption.SINCE_ID) : null;
            Long until = taken.contains(QueryOption.UNTIL_ID) ? id(QueryOption.UNTIL_ID) : null;
            for (QueryOption option : taken) {
                String value = spec.option(option);
                if (value != null && option.kind() == QueryOption.Kind.CHOICE && !option.allowed().contains(value)) {
                    issues.add(Issue.of(option.parameter(), "query.issue.notOneOf", option.parameter(), value,
                            String.join(", ", option.allowed())));
                }
                if (value != null && option.kind() == QueryOption.Kind.LIST) {
                    QueryComposer.ids(value).stream().filter(part -> !option.allowed().contains(part)).findFirst()
                            .ifPresent(bad -> issues.add(Issue.of(option.parameter(), "query.issue.notOneOf",
                                    option.parameter(), bad, String.join(", ", option.allowed()))));
                }
            }
            if (start != null && end != null && !start.isBefore(end)) {
                issues.add(Issue.of("start_time", "query.issue.startNotBeforeEnd"));
            }
            if (since != null && until != null && since >= until) {
                issues.add(Issue.of("since_id", "query.issue.sinceNotBeforeUntil"));
            }
            if (spec.endpoint().input() == Endpoint.Input.QUERY) {
                recentRules(start, end, since, until);
            }
        }

        /** Recent search and counts: the last seven days, an end 10 s back, ids or times but not both. */
        private void recentRules(Instant start, Instant end, Long since, Long until) {
            Instant earliest = now.minus(RECENT);
            if (start != null && start.isBefore(earliest)) {
                issues.add(Issue.of("start_time", "query.issue.startTooOld"));
            }
            if (end != null && end.isAfter(now.minusSeconds(10))) {
                issues.add(Issue.of("end_time", "query.issue.endTooRecent"));
            }
            boolean ids = spec.option(QueryOption.SINCE_ID) != null || spec.option(QueryOption.UNTIL_ID) != null;
            boolean times = spec.option(QueryOption.START_TIME) != null || spec.option(QueryOption.END_TIME) != null;
            if (ids && times) {
                issues.add(Issue.of("since_id", "query.issue.idsAndTimes"));
            }
        }

        private Instant time(QueryOption option) {
            String value = spec.option(option);
            if (value == null) {
                return null;
            }
            try {
                return OffsetDateTime.parse(value).toInstant();
            } catch (DateTimeParseException e) {
                issues.add(Issue.of(option.parameter(), "query.issue.notATime", option.parameter(), value));
                return null;
            }
        }

        private Long id(QueryOption option) {
            String value = spec.option(option);
            if (value == null) {
                return null;
            }
            if (!ID.matcher(value).matches()) {
                issues.add(Issue.of(option.parameter(), "query.issue.notAPostId", option.parameter(), value));
                return null;
            }
            return Long.parseLong(value);
        }
    }

    private String suggestion(FieldGroup group, String name) {
        return catalog.fields(group).stream().map(FieldInfo::name)
                .filter(known -> known.equalsIgnoreCase(name) || known.replace("_", "").equalsIgnoreCase(name.replace("_", "")))
                .findFirst().orElse(null);
    }
}
