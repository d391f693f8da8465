package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users}: adds (Update) or
 * removes (Delete) hashed identifiers. The members are stored; the audience starts processing again.
 */
final class UserUploadHandler {

    static final Set<String> IDENTIFIER_TYPES = Set.of("email", "device_id", "handle", "service_id", "phone_number",
            UploadParser.PARTNER_USER_ID);

    private final AdsWorld world;
    private final RateLimiter limiter;
    private final UploadParser parser = new UploadParser(IDENTIFIER_TYPES, true);

    UserUploadHandler(AdsWorld world, RateLimiter limiter) {
        this.world = world;
        this.limiter = limiter;
    }

    SandboxResponse upload(SandboxRequest request, Principal.UserContext user) {
        RateLimiter.Decision decision = limiter.take(user.userId());
        if (!decision.allowed()) {
            return AdsErrors.tooManyRequests(decision, "user uploads per minute");
        }
        try {
            AdAccount account = world.account(request, user);
            CustomAudience audience = world.writableAudience(account, request.pathParam("custom_audience_id"));
            if (audience.flexible()) {
                throw AdsErrors.immutable();
            }
            long now = world.now();
            List<UploadParser.Operation> operations = parser.parse(parser.readBatch(request), now);
            int processed = UploadParser.apply(operations, world.state().membersOf(audience.id));
            audience.lastUploadAt = now;
            audience.updatedAt = now;
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("success_count", processed);
            data.put("total_count", processed);
            return SandboxResponse.json(200, Params.wrap(request, data)).withHeaders(decision.headers());
        } catch (ApiException e) {
            // Refusals count against the limit too, and say so.
            throw new ApiException(e.response().withHeaders(decision.headers()));
        }
    }
}
