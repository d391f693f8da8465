package dev.starling.core.query;

import dev.starling.core.query.compose.QueryValidator;
import dev.starling.core.text.Messages;

/** The words the composer shows for a validator issue (the window resolves the same bundle key). */
final class IssueText {

    private IssueText() {
    }

    static String of(QueryValidator.Issue issue) {
        return Messages.text(issue.messageKey(), issue.argArray());
    }
}
