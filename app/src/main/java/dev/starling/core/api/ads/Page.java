package dev.starling.core.api.ads;

import java.util.List;

/**
 * One page of an Ads list.
 *
 * @param nextCursor the cursor of the following page, or null on the last page
 */
public record Page<T>(List<T> data, String nextCursor) {

    public Page {
        data = List.copyOf(data);
    }

    public boolean hasNext() {
        return nextCursor != null && !nextCursor.isEmpty();
    }
}
