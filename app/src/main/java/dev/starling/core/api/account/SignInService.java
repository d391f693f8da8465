package dev.starling.core.api.account;

import dev.starling.core.api.account.OAuthClient.AccessToken;
import dev.starling.core.api.account.OAuthClient.AuthorizeOptions;
import dev.starling.core.api.account.OAuthClient.RequestToken;
import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.InsecureConnection;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.error.XErrors;
import dev.starling.core.text.BundleText;
import java.net.URI;
import java.util.Locale;

/**
 * PIN sign-in (out-of-band OAuth 1.0a): {@link #start} gets a request token and the address the
 * user opens; {@link #finish} exchanges the PIN for an access token and stores the account the same
 * way for the window and the command line.
 */
public record SignInService(OAuthClient oauth, AccountService accounts) {

    /** A sign-in under way: show {@code authorizeUrl}, then call {@link #finish} with the PIN. */
    public record PendingSignIn(RequestToken requestToken, URI authorizeUrl) {
        @Override
        public String toString() {
            return "PendingSignIn[" + authorizeUrl + "]";
        }
    }

    public PendingSignIn start(AuthorizeOptions options) {
        try {
            RequestToken token = oauth.requestToken(OAuthClient.OUT_OF_BAND);
            return new PendingSignIn(token, oauth.authorizeUrl(token, options));
        } catch (ApiException e) {
            throw translate(e.error(), false);
        }
    }

    /** @throws SignInException with a distinct outcome for each way this can fail */
    public Account finish(PendingSignIn pending, String typedPin) {
        String pin = Pin.normalise(typedPin);
        AccessToken token;
        try {
            token = oauth.accessToken(pending.requestToken(), pin);
        } catch (ApiException e) {
            throw translate(e.error(), true);
        }
        return accounts.add(token);
    }

    static SignInException translate(ApiError error, boolean exchangingPin) {
        if (error instanceof Transport || error instanceof InsecureConnection) {
            return new SignInException(SignInException.Outcome.NETWORK_DOWN, error.text());
        }
        String said = serverText(error).toLowerCase(Locale.ROOT);
        if (error.status() == 403 || said.contains("denied")) {
            return new SignInException(SignInException.Outcome.DENIED,
                    BundleText.of("signIn.declined", error.text()));
        }
        if (exchangingPin && error.status() == 401) {
            boolean expired = said.contains("expired") || said.contains("request token")
                    || (error instanceof XErrors x && x.hasCode(89));
            if (expired && !said.contains("verifier")) {
                return new SignInException(SignInException.Outcome.EXPIRED_REQUEST,
                        BundleText.of("signIn.expired"));
            }
            return new SignInException(SignInException.Outcome.WRONG_PIN, BundleText.of("signIn.wrongPin"));
        }
        return new SignInException(SignInException.Outcome.FAILED, error.text());
    }

    private static String serverText(ApiError error) {
        return String.join(" ", error.said());
    }
}
