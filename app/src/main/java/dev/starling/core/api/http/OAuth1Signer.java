package dev.starling.core.api.http;

import com.github.scribejava.core.extractors.BaseStringExtractorImpl;
import com.github.scribejava.core.extractors.HeaderExtractorImpl;
import com.github.scribejava.core.model.OAuthConstants;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.services.HMACSha1SignatureService;
import java.util.Locale;
import java.util.Map;

/**
 * OAuth 1.0a HMAC-SHA1 signing (RFC 5849) built on ScribeJava's base-string extractor, signature
 * service and header extractor, so the percent-encoding and sorting rules are the library's, not ours.
 * Timestamp and nonce come from the caller: the interceptor supplies fresh ones, tests pin them.
 */
public final class OAuth1Signer {

    private final BaseStringExtractorImpl baseStrings = new Rfc5849BaseStringExtractor();
    private final HMACSha1SignatureService hmac = new HMACSha1SignatureService();
    private final HeaderExtractorImpl headers = new HeaderExtractorImpl();

    /** The outcome of signing: the base string is for tests and diagnostics, never for logs. */
    public record Signed(String baseString, String signature, String authorizationHeader) {
        @Override
        public String toString() {
            return "Signed[redacted]";
        }
    }

    /**
     * @param url the full URL including its query (query parameters are signed)
     * @param formBody the raw {@code application/x-www-form-urlencoded} body, or null when the body is
     *     absent or of another type (JSON and multipart bodies are not part of the signature)
     * @param extraOAuth further {@code oauth_*} parameters: {@code oauth_callback}, {@code oauth_verifier}
     * @param includeVersion whether to send {@code oauth_version=1.0} (X sends it; the RFC examples do not)
     */
    public Signed sign(String method, String url, String formBody, OAuth1Credentials credentials,
                       Map<String, String> extraOAuth, String timestamp, String nonce, boolean includeVersion) {
        OAuthRequest request = new OAuthRequest(Verb.valueOf(method.toUpperCase(Locale.ROOT)), url);
        if (formBody != null && !formBody.isEmpty()) {
            request.getBodyParams().addQuerystring(formBody);
        }
        request.addOAuthParameter(OAuthConstants.CONSUMER_KEY, credentials.consumerKey());
        request.addOAuthParameter(OAuthConstants.NONCE, nonce);
        request.addOAuthParameter(OAuthConstants.SIGN_METHOD, hmac.getSignatureMethod());
        request.addOAuthParameter(OAuthConstants.TIMESTAMP, timestamp);
        if (credentials.token() != null) {
            request.addOAuthParameter(OAuthConstants.TOKEN, credentials.token());
        }
        if (includeVersion) {
            request.addOAuthParameter(OAuthConstants.VERSION, "1.0");
        }
        extraOAuth.forEach(request::addOAuthParameter);
        String baseString = baseStrings.extract(request);
        String tokenSecret = credentials.tokenSecret() == null ? "" : credentials.tokenSecret().reveal();
        String signature = hmac.getSignature(baseString, credentials.consumerSecret().reveal(), tokenSecret);
        request.addOAuthParameter(OAuthConstants.SIGNATURE, signature);
        return new Signed(baseString, signature, headers.extract(request));
    }
}
