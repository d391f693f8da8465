package dev.starling.cli;

import dev.starling.core.api.http.ApiIds;
import dev.starling.core.text.Messages;
import picocli.CommandLine.Option;

/** {@code --account ID}: the ad account an Ads command works in, mixed in with {@code @Mixin}. */
final class AdAccountOption extends MixedInOptions {

    @Option(names = "--account", paramLabel = "ID", descriptionKey = "ads.account")
    String id;

    boolean given() {
        return id != null;
    }

    /** The account id; a usage error (exit 2) when it is missing, blank or not an id (it goes into URL paths). */
    String required() {
        if (id == null || id.isBlank()) {
            throw usage(Messages.text("flexible.cli.missingAccount"));
        }
        if (!ApiIds.isValid(id)) {
            throw usage(Messages.text("ads.cli.badAccountId", TerminalText.escape(id)));
        }
        return id;
    }
}
