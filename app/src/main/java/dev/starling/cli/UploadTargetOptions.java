package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.common.UploadSettings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code starling upload}: where the users go, a custom audience or a do-not-reach list (exactly one). */
final class UploadTargetOptions extends MixedInOptions {

    @Option(names = "--audience", paramLabel = "ID", descriptionKey = "upload-target.audience")
    String audience;

    @Option(names = "--dnr-list", paramLabel = "ID", descriptionKey = "upload-target.dnr-list")
    String doNotReachList;

    /** The names of the options given, in the order of the help. */
    List<String> given() {
        List<String> given = new ArrayList<>();
        if (audience != null) {
            given.add("--audience");
        }
        if (doNotReachList != null) {
            given.add("--dnr-list");
        }
        return given;
    }

    /** A usage error unless exactly one of {@code --audience} and {@code --dnr-list} is given. */
    void requireOne() {
        if ((audience == null) == (doNotReachList == null)) {
            throw usage(Messages.text(audience == null ? "upload.cli.missingTarget" : "upload.cli.twoTargets"));
        }
    }

    /**
     * The settings of an upload to this list. Users of a custom audience count from {@code effective}
     * (null: {@code now}); a do-not-reach list takes effect at once, so an effective time is a usage error.
     *
     * @throws dev.starling.core.upload.common.UploadException when the times do not fit the list
     */
    UploadSettings settings(String accountId, UploadSettings.Operation operation, Instant effective, Instant expires,
                            Instant now) {
        if (audience != null) {
            return UploadSettings.customAudience(accountId, audience, operation, effective != null ? effective : now,
                    expires);
        }
        if (effective != null) {
            throw usage(Messages.text("upload.cli.effectiveAtOnList"));
        }
        return UploadSettings.doNotReach(accountId, doNotReachList, operation, expires, now);
    }
}
