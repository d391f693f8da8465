package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.starling.sandbox.http.HttpServerAdapter;
import dev.starling.sandbox.http.Json;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The module served over loopback HTTP the way {@code Sandbox} serves it. */
class V2HttpTest {

    private final V2Fixture fixture = new V2Fixture();
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private HttpServer server;
    private URI base;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 16);
        server.createContext("/", new HttpServerAdapter(fixture.router, "http"));
        server.start();
        base = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void servesAPostWithItsAuthorAndMediaOverHttp() throws Exception {
        V2Post post = fixture.world().newestPostWithMedia("video").orElseThrow();
        HttpResponse<String> response = get("/2/tweets/" + post.id()
                + "?expansions=author_id,attachments.media_keys&media.fields=variants,duration_ms", true);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("application/json"));
        JsonNode body = Json.MAPPER.readTree(response.body());
        assertThat(body.get("data").get("id").asText()).isEqualTo(post.id());
        assertThat(body.get("includes").get("users").get(0).get("id").asText()).isEqualTo(post.authorId());
        assertThat(body.get("includes").get("media").get(0).get("variants").size()).isPositive();
    }

    @Test
    void errorsKeepTheirProblemShapeOverHttp() throws Exception {
        HttpResponse<String> invalid = get("/2/tweets/search/recent?query=cats&max_results=1", true);
        assertThat(invalid.statusCode()).isEqualTo(400);
        assertThat(invalid.headers().firstValue("content-type")).hasValue("application/problem+json");
        assertThat(Json.MAPPER.readTree(invalid.body()).get("title").asText()).isEqualTo("Invalid Request");
        assertThat(get("/2/tweets/search/recent?query=cats", false).statusCode()).isEqualTo(401);
    }

    private HttpResponse<String> get(String pathAndQuery, boolean withBearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(Duration.ofSeconds(10));
        if (withBearer) {
            request.header("Authorization", TestAuthenticator.BEARER);
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
