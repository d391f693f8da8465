package dev.starling.cli;

import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.publish.PostDraft;
import dev.starling.core.publish.PostService;
import dev.starling.core.publish.PublishRefused;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling post TEXT [...]} and {@code starling post --delete ID}: publishing for scripts as the
 * default account, checked with the window's rules (and words) before anything is sent; prints the new
 * post's id on standard output.
 */
@Command(name = "post", resourceBundle = "dev.starling.cli.help.post", mixinStandardHelpOptions = true)
public final class PostCommand extends Subcommand {

    @Parameters(arity = "0..1", paramLabel = "TEXT", descriptionKey = "text")
    String text;

    @Option(names = "--reply-to", paramLabel = "ID", descriptionKey = "reply-to")
    String replyTo;

    @Option(names = "--quote", paramLabel = "ID", descriptionKey = "quote")
    String quote;

    @Option(names = "--community", paramLabel = "ID", descriptionKey = "community")
    String community;

    @Option(names = "--share-with-followers", descriptionKey = "share-with-followers")
    boolean shareWithFollowers;

    @Option(names = "--paid-partnership", descriptionKey = "paid-partnership")
    boolean paidPartnership;

    @Option(names = "--edit", paramLabel = "ID", descriptionKey = "edit")
    String edit;

    @Option(names = "--delete", paramLabel = "ID", descriptionKey = "delete")
    String delete;

    @Override
    public Integer call() throws IOException {
        if (delete != null && (text != null || replyTo != null || quote != null || community != null || edit != null
                || paidPartnership || shareWithFollowers)) {
            throw context.usage(Messages.text("publish.cli.deleteAlone"));
        }
        if (delete == null && text == null) {
            throw context.usage(Messages.text("publish.cli.textNeeded"));
        }
        if (shareWithFollowers && community == null) {
            throw context.usage(Messages.text("publish.rule.shareNeedsCommunity"));
        }
        for (String id : new String[] {replyTo, quote, community, edit, delete}) {
            if (id != null && !id.matches("[0-9]{1,19}")) {
                throw context.usage(Messages.text("publish.cli.badId", id));
            }
        }
        return context.asSignedIn(java.time.Clock.systemUTC(), (session, out, err) -> {
            PostService posts = session.app().posts();
            return run(() -> {
                if (delete != null) {
                    posts.delete(delete);
                    out.println(Messages.text("publish.cli.deleted", delete));
                    return 0;
                }
                PostDraft draft = new PostDraft(text, replyTo, quote, community, shareWithFollowers, paidPartnership,
                        edit);
                PostService.SentPost sent = posts.send(draft);
                out.println(sent.id());
                err.println(Messages.text("publish.cli.cost",
                        dev.starling.core.config.PriceTable.dollars(posts.cost(draft)),
                        dev.starling.core.config.PriceTable.dollars(posts.sessionTotal())));
                return 0;
            }, err);
        });
    }

    /** Work that may be refused by the rules, by X or by the credentials: each said in words, exit 1. */
    interface Work {
        int run();
    }

    static int run(Work work, PrintWriter err) {
        try {
            return work.run();
        } catch (PublishRefused e) {
            for (BundleText reason : e.reasons()) {
                err.println("starling: " + reason.render(Messages::text));
            }
        } catch (OAuth2Exception | NotSignedInException e) {
            err.println("starling: " + StarlingCommand.words(e));
        } catch (ApiException e) {
            err.println("starling: " + Messages.text("publish.cli.xRefused", e.text()));
        }
        return CommandContext.EXIT_FAILED;
    }
}
