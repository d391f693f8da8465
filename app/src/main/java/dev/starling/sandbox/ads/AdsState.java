package dev.starling.sandbox.ads;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.spi.StateFolder;
import java.io.IOException;
import java.util.Iterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * All data of the Ads world: fixed accounts and campaigns, and the mutable audiences, members,
 * permissions and do-not-reach lists. Not thread-safe: the module serialises access. Exported and
 * restored as JSON (public fields; timestamps in epoch milliseconds); the members as
 * {@link MemberSet#toJson} gives them, or in the state file as {@link MemberSet#save} names their files.
 */
final class AdsState {

    private static final ObjectMapper STATE_MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /** Base of the ids of records created at run time, derived from the seed. */
    public long idBase;
    public long nextId;
    public List<AdAccount> accounts = new ArrayList<>();
    public List<Campaign> campaigns = new ArrayList<>();
    public Map<String, CustomAudience> audiences = new LinkedHashMap<>();
    @JsonIgnore
    public Map<String, MemberSet> members = new HashMap<>();
    public Map<String, AudiencePermission> permissions = new LinkedHashMap<>();
    public Map<String, DoNotReachList> doNotReachLists = new LinkedHashMap<>();
    @JsonIgnore
    public Map<String, MemberSet> doNotReachMembers = new HashMap<>();
    /** Whom the world's identifiers belong to, for every member set of this state. */
    @JsonIgnore
    KnownPeople known = KnownPeople.NONE;

    String newId() {
        return Long.toString(idBase + nextId++, 36);
    }

    Optional<AdAccount> account(String id) {
        return accounts.stream().filter(account -> account.id().equals(id)).findFirst();
    }

    MemberSet membersOf(String audienceId) {
        return members.computeIfAbsent(audienceId, key -> new MemberSet(known));
    }

    MemberSet doNotReachMembersOf(String listId) {
        return doNotReachMembers.computeIfAbsent(listId, key -> new MemberSet(known));
    }

    /** The active (not revoked) share of an audience with an account, if any. */
    Optional<AudiencePermission> activePermission(String audienceId, String accountId) {
        return permissions.values().stream()
                .filter(p -> !p.deleted && p.audienceId.equals(audienceId) && p.grantedAccountId.equals(accountId))
                .findFirst();
    }

    AudienceStatus status(CustomAudience audience, long now) {
        if (audience.flexible()) {
            boolean recomputing = SegmentTree.allLeaves(audience.segments).stream().map(audiences::get)
                    .anyMatch(leaf -> leaf != null && !leaf.deleted && AudienceStatus.processing(leaf.lastUploadAt, now));
            return AudienceStatus.flexible(audience.createdAt, recomputing, SegmentTree.positiveLeaves(audience.segments).stream()
                    .map(audiences::get)
                    .allMatch(leaf -> leaf != null && !leaf.deleted && !leaf.flexible() && status(leaf, now).targetable()),
                    SegmentTree.estimate(audience.segments, id -> {
                        CustomAudience leaf = audiences.get(id);
                        return leaf == null || leaf.deleted ? 0 : membersOf(id).people(now);
                    }), now);
        }
        return AudienceStatus.of(audience.lastUploadAt, membersOf(audience.id).people(now), now);
    }

    AudienceStatus status(DoNotReachList list, long now) {
        AudienceStatus status = AudienceStatus.of(list.lastUploadAt, doNotReachMembersOf(list.id).people(now), now);
        return list.deleted ? new AudienceStatus(false, status.reasons(), status.size()) : status;
    }

    /** Everything as JSON, the members' values inline (the admin export, and state files of earlier versions). */
    JsonNode toJson() {
        ObjectNode json = STATE_MAPPER.valueToTree(this);
        json.set("members", inline(members));
        json.set("doNotReachMembers", inline(doNotReachMembers));
        return json;
    }

    /** Everything as the state file keeps it: each member set in a file of {@code folder}. */
    JsonNode save(StateFolder folder, long now) throws IOException {
        ObjectNode json = STATE_MAPPER.valueToTree(this);
        json.set("members", inFiles(members, folder, now));
        json.set("doNotReachMembers", inFiles(doNotReachMembers, folder, now));
        return json;
    }

    private static ObjectNode inline(Map<String, MemberSet> sets) {
        ObjectNode json = STATE_MAPPER.createObjectNode();
        new java.util.TreeMap<>(sets).forEach((id, set) -> json.set(id, set.toJson()));
        return json;
    }

    private static ObjectNode inFiles(Map<String, MemberSet> sets, StateFolder folder, long now) throws IOException {
        ObjectNode json = STATE_MAPPER.createObjectNode();
        for (Map.Entry<String, MemberSet> entry : new java.util.TreeMap<>(sets).entrySet()) {
            // An empty set (made when a size was asked for) restores as no set, which is the same.
            if (!entry.getValue().isEmpty()) {
                json.set(entry.getKey(), entry.getValue().save(folder, now));
            }
        }
        return json;
    }

    /**
     * A state from {@link #toJson} or {@link #save}; {@code folder} holds the member files the latter
     * names (null: none may be named). Throws {@link IllegalArgumentException} for anything else.
     */
    static AdsState fromJson(JsonNode json, StateFolder folder, KnownPeople known) {
        try {
            AdsState state = STATE_MAPPER.treeToValue(json, AdsState.class);
            if (state == null || state.accounts == null || state.campaigns == null || state.audiences == null
                    || !json.path("members").isObject() || state.permissions == null || state.doNotReachLists == null
                    || !json.path("doNotReachMembers").isObject()) {
                throw new IllegalArgumentException("Not an Ads sandbox state: a collection is missing");
            }
            state.known = known;
            state.members = memberSets(json.get("members"), folder, known);
            state.doNotReachMembers = memberSets(json.get("doNotReachMembers"), folder, known);
            // Jackson turns a saved "segments": null into a JSON null node, not into no tree: a CRM
            // audience would come back flexible (and immutable).
            for (CustomAudience audience : state.audiences.values()) {
                if (audience.segments != null && (audience.segments.isNull() || audience.segments.isMissingNode())) {
                    audience.segments = null;
                }
            }
            return state;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("Not an Ads sandbox state: " + e.getOriginalMessage(), e);
        }
    }

    private static Map<String, MemberSet> memberSets(JsonNode json, StateFolder folder, KnownPeople known) {
        Map<String, MemberSet> sets = new HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> entries = json.fields(); entries.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = entries.next();
            JsonNode set = entry.getValue();
            if (set.has("file")) {
                if (folder == null) {
                    throw new IllegalArgumentException("Not an Ads sandbox state: member files outside a state file");
                }
                sets.put(entry.getKey(), MemberSet.restore(set, folder, known));
            } else {
                sets.put(entry.getKey(), MemberSet.fromJson(set, known));
            }
        }
        return sets;
    }
}
