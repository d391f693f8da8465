package dev.starling.core.query.compose;

import java.util.List;

/**
 * The optional parameters of the reads besides fields and paging, with X's names and values. An
 * endpoint lists the ones it takes ({@link Endpoint#options()}); the composer sends only those.
 * Labels come from the message bundle ({@link #labelKey()}).
 */
public enum QueryOption {
    START_TIME("start_time", Kind.TIME),
    END_TIME("end_time", Kind.TIME),
    SINCE_ID("since_id", Kind.ID),
    UNTIL_ID("until_id", Kind.ID),
    SORT_ORDER("sort_order", Kind.CHOICE, "recency", "relevancy"),
    GRANULARITY("granularity", Kind.CHOICE, "minute", "hour", "day"),
    EXCLUDE("exclude", Kind.LIST, "replies", "retweets");

    /** What a value looks like: an RFC 3339 time, a post id, one of {@link #allowed()}, or a comma list of them. */
    public enum Kind { TIME, ID, CHOICE, LIST }

    private final String parameter;
    private final Kind kind;
    private final List<String> values;

    QueryOption(String parameter, Kind kind, String... values) {
        this.parameter = parameter;
        this.kind = kind;
        this.values = List.of(values);
    }

    /** X's query parameter name. */
    public String parameter() {
        return parameter;
    }

    public Kind kind() {
        return kind;
    }

    /** The allowed values of a choice or list, in X's order; empty for times and ids. */
    public List<String> allowed() {
        return values;
    }

    /** The message bundle key of the option's label. */
    public String labelKey() {
        return "query.option." + parameter;
    }
}
