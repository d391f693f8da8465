package dev.starling.core.stream;

import java.util.List;

/** What {@code DELETE /2/connections...} ended: counts and one result per connection. */
public record ConnectionKills(int successful, int failed, List<Result> results) {

    public record Result(String uuid, boolean success, String errorMessage) {
    }

    public ConnectionKills {
        results = List.copyOf(results);
    }
}
