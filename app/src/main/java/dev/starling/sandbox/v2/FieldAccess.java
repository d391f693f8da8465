package dev.starling.sandbox.v2;

import dev.starling.sandbox.auth.Principal;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Who may see a post's private metrics: only its author, in user context. Other callers get the
 * post without them and one not-authorized-for-field problem per field and section, as on X.
 */
final class FieldAccess {

    static final List<String> PRIVATE_POST_FIELDS = List.of("non_public_metrics", "organic_metrics",
            "promoted_metrics");

    private final String viewerId;
    private final Set<String> denied = new LinkedHashSet<>();

    private FieldAccess(String viewerId) {
        this.viewerId = viewerId;
    }

    static FieldAccess of(Principal principal) {
        return new FieldAccess(principal instanceof Principal.UserContext user ? user.userId() : null);
    }

    /** True when the field may be shown; otherwise notes the denial for {@link #errors()}. */
    boolean mayShow(V2Post post, String field, String section) {
        if (!PRIVATE_POST_FIELDS.contains(field) || post.authorId().equals(viewerId)) {
            return true;
        }
        denied.add(section + "\n" + field);
        return false;
    }

    List<Map<String, Object>> errors() {
        return denied.stream().map(entry -> {
            String[] parts = entry.split("\n");
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("resource_type", "tweet");
            problem.put("field", parts[1]);
            problem.put("section", parts[0]);
            problem.put("title", "Field Authorization Error");
            problem.put("detail", "Sorry, you are not authorized to access '" + parts[1] + "' on a Tweet.");
            problem.put("type", Problems.BASE + "not-authorized-for-field");
            return problem;
        }).toList();
    }
}
