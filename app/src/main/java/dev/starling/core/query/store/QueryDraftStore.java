package dev.starling.core.query.store;

import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QuerySpecCodec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.store.SettingsRepository;
import java.io.IOException;
import java.util.Optional;

/**
 * The query last composed in the window (endpoint, parameters, fields and the credential choice),
 * kept in the durable settings so it is there again after a restart. The paging token is not kept:
 * it is only valid for the run that produced it. Holds no credentials by construction.
 */
public final class QueryDraftStore {

    static final String KEY = "query.last_composed";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What the composer showed. */
    public record Draft(QuerySpec spec, CredentialChoice credentials) {
    }

    private final SettingsRepository settings;

    public QueryDraftStore(SettingsRepository settings) {
        this.settings = settings;
    }

    /** Writes the draft (reads and writes the store: call off the FX thread). */
    public void save(Draft draft) {
        String spec = QuerySpecCodec.encode(draft.spec().withPaging(draft.spec().maxResults(), null));
        settings.put(KEY, JSON.createObjectNode().put("spec", spec)
                .put("credentials", draft.credentials().encode()).toString());
    }

    /** The last draft, or empty when there is none or it cannot be read (then the composer starts fresh). */
    public Optional<Draft> load() {
        return settings.get(KEY).flatMap(QueryDraftStore::decode);
    }

    private static Optional<Draft> decode(String text) {
        try {
            JsonNode root = JSON.readTree(text);
            QuerySpec spec = QuerySpecCodec.decode(root.path("spec").asText());
            CredentialChoice credentials = CredentialChoice.decode(root.path("credentials").asText(null))
                    .orElse(CredentialChoice.AUTOMATIC);
            return Optional.of(new Draft(spec, credentials));
        } catch (IOException | IllegalArgumentException damaged) {
            return Optional.empty();
        }
    }
}
