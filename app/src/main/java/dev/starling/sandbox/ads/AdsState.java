package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
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
 * restored as JSON (public fields; timestamps in epoch milliseconds).
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
    public Map<String, MemberSet> members = new HashMap<>();
    public Map<String, AudiencePermission> permissions = new LinkedHashMap<>();
    public Map<String, DoNotReachList> doNotReachLists = new LinkedHashMap<>();
    public Map<String, MemberSet> doNotReachMembers = new HashMap<>();

    String newId() {
        return Long.toString(idBase + nextId++, 36);
    }

    Optional<AdAccount> account(String id) {
        return accounts.stream().filter(account -> account.id().equals(id)).findFirst();
    }

    MemberSet membersOf(String audienceId) {
        return members.computeIfAbsent(audienceId, key -> new MemberSet());
    }

    MemberSet doNotReachMembersOf(String listId) {
        return doNotReachMembers.computeIfAbsent(listId, key -> new MemberSet());
    }

    /** The active (not revoked) share of an audience with an account, if any. */
    Optional<AudiencePermission> activePermission(String audienceId, String accountId) {
        return permissions.values().stream()
                .filter(p -> !p.deleted && p.audienceId.equals(audienceId) && p.grantedAccountId.equals(accountId))
                .findFirst();
    }

    AudienceStatus status(CustomAudience audience, long now) {
        if (audience.flexible()) {
            return AudienceStatus.flexible(audience.createdAt, SegmentTree.positiveLeaves(audience.segments).stream()
                    .map(audiences::get)
                    .allMatch(leaf -> leaf != null && !leaf.deleted && !leaf.flexible() && status(leaf, now).targetable()),
                    SegmentTree.estimate(audience.segments, id -> {
                        CustomAudience leaf = audiences.get(id);
                        return leaf == null || leaf.deleted ? 0 : membersOf(id).liveCount(now);
                    }), now);
        }
        return AudienceStatus.of(audience.lastUploadAt, membersOf(audience.id).liveCount(now), now);
    }

    AudienceStatus status(DoNotReachList list, long now) {
        AudienceStatus status = AudienceStatus.of(list.lastUploadAt, doNotReachMembersOf(list.id).liveCount(now), now);
        return list.deleted ? new AudienceStatus(false, status.reasons(), status.size()) : status;
    }

    JsonNode toJson() {
        return STATE_MAPPER.valueToTree(this);
    }

    static AdsState fromJson(JsonNode json) {
        try {
            AdsState state = STATE_MAPPER.treeToValue(json, AdsState.class);
            if (state == null || state.accounts == null || state.campaigns == null || state.audiences == null
                    || state.members == null || state.permissions == null || state.doNotReachLists == null
                    || state.doNotReachMembers == null) {
                throw new IllegalArgumentException("Not an Ads sandbox state: a collection is missing");
            }
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
}
