package dev.starling.ui.publish;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.PriceTable;
import dev.starling.core.publish.PostService;
import dev.starling.sandbox.auth.AccessTier;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.v2.V2Module;
import dev.starling.sandbox.v2.World;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Like and follow from a result's card: on enterprise access they reach the sandbox and each card offers the
 * way back; on a self-serve tier the rule is said and nothing is sent.
 */
class RelationsViewModelTest {

    private static final List<String> SCOPES = List.of("tweet.read", "users.read", "tweet.write", "like.write",
            "follows.write", "offline.access");
    private static final String ENGINEER = UserDirectory.idFor("demo_engineer");

    @TempDir
    Path dir;

    @Test
    void likesAndFollowsOnEnterpriseAccessAndOffersTheWayBack() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config().withTier(AccessTier.ENTERPRISE))) {
            harness.signIn("demo_marketer", SCOPES);
            RelationsViewModel relations = new RelationsViewModel(new PostService(harness::services,
                    PriceTable::defaults, harness.clock), new SameThreadTaskRunner());
            String post = world(harness).postsBy(ENGINEER).get(0).id();
            assertThat(relations.tierRule(RelationsViewModel.Kind.LIKE)).isEmpty();

            relations.toggleLike(post);
            assertThat(relations.liked()).containsExactly(post);
            assertThat(relations.outcomes().get(post)).isEqualTo("Liked post " + post + ".");
            relations.toggleFollow(ENGINEER, "demo_engineer");
            assertThat(relations.followed()).containsExactly(ENGINEER);
            assertThat(relations.outcomes().get(ENGINEER)).isEqualTo("Following @demo_engineer.");

            relations.toggleLike(post);
            relations.toggleFollow(ENGINEER, "demo_engineer");
            assertThat(relations.liked()).isEmpty();
            assertThat(relations.followed()).isEmpty();
            assertThat(relations.outcomes().get(ENGINEER)).isEqualTo("Unfollowed @demo_engineer.");
        }
    }

    @Test
    void onASelfServeTierTheRuleIsSaidAndNothingIsSent() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            harness.signIn("demo_marketer", SCOPES);
            RelationsViewModel relations = new RelationsViewModel(new PostService(harness::services,
                    PriceTable::defaults, harness.clock), new SameThreadTaskRunner());
            String post = world(harness).postsBy(ENGINEER).get(0).id();
            int logged = harness.services().requestLog().find(dev.starling.core.requestlog.RequestLogFilter.ALL).size();

            relations.toggleLike(post);

            assertThat(relations.tierRule(RelationsViewModel.Kind.FOLLOW)).get().asString()
                    .startsWith("Cannot follow on the pay-per-use access tier");
            assertThat(relations.outcomes().get(post)).startsWith("Cannot like on the pay-per-use access tier");
            assertThat(relations.liked()).isEmpty();
            assertThat(harness.services().requestLog().find(dev.starling.core.requestlog.RequestLogFilter.ALL))
                    .hasSize(logged);
        }
    }

    private static World world(OAuth2Harness harness) {
        return harness.sandbox.module(V2Module.class).world();
    }
}
