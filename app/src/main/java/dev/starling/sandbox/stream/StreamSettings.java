package dev.starling.sandbox.stream;

import java.time.Duration;
import java.util.Objects;

/**
 * How the sandbox's stream behaves: posts made per second ({@code sandbox --stream-rate N}; 0 makes
 * none), the keep-alive interval (X's 20 s; shorter in tests), the access level its project has
 * ({@code --stream-access}), and how many recent posts are kept for {@code backfill_minutes}.
 */
public record StreamSettings(double postsPerSecond, Duration keepAlive, AccessLevel access, int backfillPosts) {

    public static final Duration X_KEEP_ALIVE = Duration.ofSeconds(20);
    /** At most two connections to one stream (the spec's redundant connections). */
    public static final int MAX_CONNECTIONS = 2;

    public StreamSettings {
        if (!(postsPerSecond >= 0 && postsPerSecond <= 100_000)) {
            throw new IllegalArgumentException("--stream-rate takes 0 to 100000 posts a second");
        }
        Objects.requireNonNull(keepAlive, "keepAlive");
        if (keepAlive.isNegative() || keepAlive.isZero()) {
            throw new IllegalArgumentException("The keep-alive interval must be positive");
        }
        Objects.requireNonNull(access, "access");
        if (backfillPosts < 0) {
            throw new IllegalArgumentException("The backfill buffer cannot be negative");
        }
    }

    /** Ten posts a second, X's 20-second keep-alive, enterprise access with embedding, 100,000 posts of backfill. */
    public static StreamSettings defaults() {
        return new StreamSettings(10, X_KEEP_ALIVE, AccessLevel.ENTERPRISE, 100_000);
    }

    public StreamSettings withRate(double perSecond) {
        return new StreamSettings(perSecond, keepAlive, access, backfillPosts);
    }

    public StreamSettings withKeepAlive(Duration interval) {
        return new StreamSettings(postsPerSecond, interval, access, backfillPosts);
    }

    /** How many recent posts are kept for {@code backfill_minutes} (they also expire after six minutes). */
    public StreamSettings withBackfillPosts(int count) {
        return new StreamSettings(postsPerSecond, keepAlive, access, count);
    }

    public StreamSettings withAccess(AccessLevel level) {
        return new StreamSettings(postsPerSecond, keepAlive, level, backfillPosts);
    }
}
