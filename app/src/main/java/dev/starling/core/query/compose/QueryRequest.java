package dev.starling.core.query.compose;

import dev.starling.core.requestlog.CurlCommand;
import java.net.URI;
import java.nio.file.Path;
import okhttp3.HttpUrl;

/**
 * A query composed once: what the user chose, the request it makes, the credentials it goes with and the
 * environment it goes to. The preview, Copy URL, Copy as curl and Send all read this one value, so what
 * is shown is what is sent.
 */
public record QueryRequest(QuerySpec spec, ComposedQuery composed, AuthChoice auth, URI base) {

    public static QueryRequest of(QuerySpec spec, FieldCatalog catalog, AuthChoice auth, URI base) {
        return new QueryRequest(spec, new QueryComposer(catalog).compose(spec), auth, base);
    }

    /** The address alone, as sent (Copy URL). */
    public HttpUrl url() {
        return composed.url(base);
    }

    /** "GET https://api.x.com/2/tweets?ids=1", as the preview shows it. */
    public String preview() {
        return composed.preview(base);
    }

    /**
     * A curl command that repeats this request when pasted into a shell: the credentials a shell variable
     * (an account's signed OAuth 1.0a header, else the bearer token), never their value.
     *
     * @param certificate the file curl must trust the server with (the embedded sandbox's PEM), or null
     */
    public String curl(Path certificate) {
        CurlCommand.Credentials credentials = auth != null && auth.mode() == AuthChoice.Mode.USER
                ? CurlCommand.Credentials.OAUTH1 : CurlCommand.Credentials.BEARER;
        return CurlCommand.of(composed.method(), url().toString(), credentials, certificate);
    }
}
