package dev.starling.sandbox.oauth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SignatureBaseStringTest {

    @Test
    void percentEncodingKeepsOnlyUnreservedCharactersBare() {
        assertThat(PercentEncoding.encode("AZaz09-._~")).isEqualTo("AZaz09-._~");
        assertThat(PercentEncoding.encode("a b+c*d!")).isEqualTo("a%20b%2Bc%2Ad%21");
    }

    @Test
    void percentEncodingUsesUpperCaseHexOfUtf8Bytes() {
        assertThat(PercentEncoding.encode("é")).isEqualTo("%C3%A9");
        assertThat(PercentEncoding.encode("☃")).isEqualTo("%E2%98%83");
        assertThat(PercentEncoding.encode("\uD83D\uDE00")).isEqualTo("%F0%9F%98%80");
    }

    @Test
    void decodingReversesEncodingAndRefusesBrokenEscapes() {
        assertThat(PercentEncoding.decode("%E2%98%83%20x+y")).isEqualTo("☃ x+y");
        assertThatThrownBy(() -> PercentEncoding.decode("%G1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PercentEncoding.decode("abc%2")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void baseUriLowerCasesSchemeAndHostAndDropsDefaultPorts() {
        assertThat(SignatureBaseString.baseUri(URI.create("HTTP://Example.COM:80/Path?q=1")))
                .isEqualTo("http://example.com/Path");
        assertThat(SignatureBaseString.baseUri(URI.create("https://api.x.com:443/2/tweets")))
                .isEqualTo("https://api.x.com/2/tweets");
        assertThat(SignatureBaseString.baseUri(URI.create("http://127.0.0.1:8080/oauth/request_token")))
                .isEqualTo("http://127.0.0.1:8080/oauth/request_token");
        assertThat(SignatureBaseString.baseUri(URI.create("https://example.com:80/")))
                .isEqualTo("https://example.com:80/");
    }

    @Test
    void parametersSortByEncodedNameThenEncodedValue() {
        String normalised = SignatureBaseString.normalisedParameters(List.of(Map.entry("b", "2"),
                Map.entry("a", "z"), Map.entry("a", "Z"), Map.entry("a b", "1"), Map.entry("a", "")));

        assertThat(normalised).isEqualTo("a=&a=Z&a=z&a%20b=1&b=2");
    }
}
