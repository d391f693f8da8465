package dev.starling.ui.account;

import dev.starling.core.api.account.Account;
import dev.starling.core.text.Messages;

/** How an account reads in the Account page's list: who, how it signed in, what it was granted, its state. */
final class AccountRows {

    private AccountRows() {
    }

    /** "@name   user id 1   OAuth 2.0: tweet.read users.read offline.access   default". */
    static String text(Account account) {
        String kind = account.kind() == Account.Kind.OAUTH1 ? Messages.text("oauth2.window.row.oauth1")
                : account.scopes().isEmpty() ? Messages.text("oauth2.window.row.oauth2Unknown")
                : Messages.text("oauth2.window.row.oauth2", String.join(" ", account.scopes()));
        return Messages.text("account.row", account.screenName(), account.userId()) + "   " + kind
                + (account.isDefault() ? "   " + Messages.text("account.row.default") : "")
                + (account.needsSignIn() ? "   " + Messages.text(account.kind() == Account.Kind.OAUTH2
                ? "oauth2.window.row.needsSignIn" : "account.row.needsSignIn") : "");
    }
}
