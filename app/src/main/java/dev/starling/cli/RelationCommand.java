package dev.starling.cli;

import dev.starling.core.publish.PostService;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.function.BiPredicate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code starling like|unlike POST_ID} and {@code starling follow|unfollow USER_ID} as the default
 * account, with the access tier's rule said before anything is sent.
 */
abstract class RelationCommand extends Subcommand {

    @Parameters(arity = "1", paramLabel = "ID", descriptionKey = "relation.id")
    String id;

    private final BiPredicate<PostService, String> act;
    private final String doneKey;

    /** @param doneKey the words once done, with the id */
    RelationCommand(BiPredicate<PostService, String> act, String doneKey) {
        this.act = act;
        this.doneKey = doneKey;
    }

    @Override
    public Integer call() throws IOException {
        if (!id.matches("[0-9]{1,19}")) {
            throw context.usage(Messages.text("publish.cli.badId", id));
        }
        return context.asSignedIn(java.time.Clock.systemUTC(), (session, out, err) -> PostCommand.run(() -> {
            boolean result = act.test(session.app().posts(), id);
            out.println(Messages.text(doneKey, id, result ? 1 : 0));
            return 0;
        }, err));
    }

    @Command(name = "like", resourceBundle = "dev.starling.cli.help.like", mixinStandardHelpOptions = true)
    static final class Like extends RelationCommand {
        Like() {
            super(PostService::like, "publish.cli.liked");
        }
    }

    @Command(name = "unlike", resourceBundle = "dev.starling.cli.help.unlike", mixinStandardHelpOptions = true)
    static final class Unlike extends RelationCommand {
        Unlike() {
            super(PostService::unlike, "publish.cli.unliked");
        }
    }

    @Command(name = "follow", resourceBundle = "dev.starling.cli.help.follow", mixinStandardHelpOptions = true)
    static final class Follow extends RelationCommand {
        Follow() {
            super(PostService::follow, "publish.cli.followed");
        }
    }

    @Command(name = "unfollow", resourceBundle = "dev.starling.cli.help.unfollow", mixinStandardHelpOptions = true)
    static final class Unfollow extends RelationCommand {
        Unfollow() {
            super(PostService::unfollow, "publish.cli.unfollowed");
        }
    }
}
