package dev.starling.core.keywords;

import java.time.Instant;

/** One API call's part of a longer range: {@code [start, end)}, at most 7 days; {@code index} from 0. */
public record KeywordWindow(int index, Instant start, Instant end) {
}
