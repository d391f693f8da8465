package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.spi.StateFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The identifiers an audience (or a do-not-reach list) holds: per identifier type ({@code email},
 * {@code device_id}, ...), each value with the window in which it counts (from {@code effectiveAt} until
 * {@code expiresAt}; an expired one is gone) and the person it belongs to. Hashes are kept in a
 * {@link HashMemberTable} (flat arrays); any other value in a map.
 *
 * <p>Sizes count people, as X's {@code audience_size} counts matched users: the identifiers of one user
 * object are one person, and so are two identifiers of one user of the sandbox's world
 * ({@link KnownPeople}); a value sent again in a user object with new ones joins them to its person. A
 * person counts while any of their identifiers is in effect.
 *
 * <p>The state file keeps a set in a {@link MemberFile} of its own, written again only after a change,
 * together with its count of people and the period that count holds for; a restored set reads its file
 * only when it is changed, listed, or counted outside that period.
 */
final class MemberSet {

    private final KnownPeople known;
    private final Map<String, Values> byType = new TreeMap<>();
    private final People people = new People();
    /** World user (index in {@link KnownPeople}) to the person their identifiers belong to here. */
    private final Map<Integer, Integer> worldPeople = new HashMap<>();
    /** The file still holding the members of a restored set, or null once they are read (or for a new set). */
    private Path unread;
    /** Changes so far; a count and a saved file belong to one version. */
    private long version;
    private long countedVersion = -1;
    private long countedFrom;
    private long countedUntil;
    private int counted;
    private long savedVersion = -1;
    private ObjectNode saved;

    record Member(long effectiveAt, long expiresAt, int person) {
    }

    /** One type's values: hashes in flat arrays, anything else (not a SHA-256 hash) in a map. */
    private static final class Values {
        final HashMemberTable hashes = new HashMemberTable();
        final Map<String, Member> others = new HashMap<>();
    }

    MemberSet(KnownPeople known) {
        this.known = known;
    }

    /** One identifier sent in a user object of its own. */
    void put(String type, String value, long effectiveAt, long expiresAt) {
        putUser(Map.of(type, List.of(value)), effectiveAt, expiresAt);
    }

    /** The identifiers of one user object: one person, joined with whoever any of them already belongs to. */
    void putUser(Map<String, List<String>> identifiers, long effectiveAt, long expiresAt) {
        read();
        int person = -1;
        for (Map.Entry<String, List<String>> entry : identifiers.entrySet()) {
            for (String value : entry.getValue()) {
                person = joined(person, personOf(entry.getKey(), value));
                int user = known.user(entry.getKey(), value);
                if (user >= 0) {
                    person = joined(person, worldPeople.getOrDefault(user, -1));
                }
            }
        }
        if (person < 0) {
            person = people.add();
        }
        for (Map.Entry<String, List<String>> entry : identifiers.entrySet()) {
            String type = entry.getKey();
            Values values = byType.computeIfAbsent(type, key -> new Values());
            for (String value : entry.getValue()) {
                if (HashMemberTable.accepts(value)) {
                    values.hashes.put(value, effectiveAt, expiresAt, person);
                } else {
                    values.others.put(value, new Member(effectiveAt, expiresAt, person));
                }
                int user = known.user(type, value);
                if (user >= 0) {
                    worldPeople.putIfAbsent(user, person);
                }
            }
        }
        version++;
    }

    private int joined(int person, int other) {
        if (other < 0) {
            return person;
        }
        return person < 0 ? people.root(other) : people.join(person, other);
    }

    private int personOf(String type, String value) {
        Values values = byType.get(type);
        if (values == null) {
            return -1;
        }
        if (HashMemberTable.accepts(value)) {
            return values.hashes.personOf(value);
        }
        Member member = values.others.get(value);
        return member == null ? -1 : member.person();
    }

    void remove(String type, String value) {
        read();
        Values values = byType.get(type);
        if (values == null) {
            return;
        }
        if (HashMemberTable.accepts(value)) {
            values.hashes.remove(value);
        } else {
            values.others.remove(value);
        }
        version++;
    }

    /** Whether the set holds no identifier (a set made only to be counted; nothing to save). */
    boolean isEmpty() {
        return unread == null && byType.values().stream().allMatch(values -> values.hashes.size() == 0
                && values.others.isEmpty());
    }

    /** People with an identifier in effect at {@code now}: what sizes count. */
    int people(long now) {
        if (countedVersion == version && countedFrom <= now && now < countedUntil) {
            return counted;
        }
        read();
        Count count = new Count(now, people.issued());
        for (Values values : byType.values()) {
            values.hashes.forEachRaw((a, b, c, d, effectiveAt, expiresAt, person) ->
                    count.member(effectiveAt, expiresAt, person));
            values.others.values().forEach(member -> count.member(member.effectiveAt(), member.expiresAt(), member.person()));
        }
        counted = count.live.cardinality();
        countedFrom = count.from;
        countedUntil = count.until;
        countedVersion = version;
        return counted;
    }

    /** Counts the people live at one time, and the period in which no window starts or ends (the count holds). */
    private final class Count {
        final long now;
        final BitSet live;
        long from = Long.MIN_VALUE;
        long until = Long.MAX_VALUE;

        Count(long now, int people) {
            this.now = now;
            this.live = new BitSet(people);
        }

        void member(long effectiveAt, long expiresAt, int person) {
            if (effectiveAt <= now && now < expiresAt) {
                live.set(people.root(person));
            }
            bound(effectiveAt);
            bound(expiresAt);
        }

        private void bound(long time) {
            if (time <= now) {
                from = Math.max(from, time);
            } else {
                until = Math.min(until, time);
            }
        }
    }

    /** Every identifier not yet expired at {@code now}, per type, sorted. */
    Map<String, Set<String>> held(long now) {
        read();
        Map<String, Set<String>> held = new TreeMap<>();
        byType.forEach((type, values) -> {
            Set<String> kept = new TreeSet<>();
            values.hashes.forEach((hash, effectiveAt, expiresAt) -> {
                if (now < expiresAt) {
                    kept.add(hash);
                }
            });
            values.others.forEach((value, member) -> {
                if (now < member.expiresAt()) {
                    kept.add(value);
                }
            });
            if (!kept.isEmpty()) {
                held.put(type, kept);
            }
        });
        return held;
    }

    // ---- the JSON form: /__sandbox/export, and state files of earlier versions ----

    /** {@code {"byType": {type: {value: {"effectiveAt": ms, "expiresAt": ms}}}}}, every value sorted. */
    JsonNode toJson() {
        read();
        ObjectNode byTypeJson = Json.object();
        byType.forEach((type, values) -> {
            Map<String, Member> all = new TreeMap<>(values.others);
            values.hashes.forEachRaw((a, b, c, d, effectiveAt, expiresAt, person) ->
                    all.put(HashMemberTable.hex(a, b, c, d), new Member(effectiveAt, expiresAt, person)));
            ObjectNode typeJson = byTypeJson.putObject(type);
            all.forEach((value, member) -> typeJson.putObject(value).put("effectiveAt", member.effectiveAt())
                    .put("expiresAt", member.expiresAt()));
        });
        ObjectNode json = Json.object();
        json.set("byType", byTypeJson);
        return json;
    }

    /**
     * A set from its JSON form. That form does not say which identifiers were sent together, so each is a
     * person of its own, but for the world's users, whose identifiers are one person as always.
     */
    static MemberSet fromJson(JsonNode json, KnownPeople known) {
        MemberSet set = new MemberSet(known);
        JsonNode byType = json.path("byType");
        if (!byType.isObject() && !byType.isMissingNode() && !byType.isNull()) {
            throw new IllegalArgumentException("Not an Ads sandbox state: byType is not an object");
        }
        for (Iterator<Map.Entry<String, JsonNode>> types = byType.fields(); types.hasNext(); ) {
            Map.Entry<String, JsonNode> type = types.next();
            set.byType.computeIfAbsent(type.getKey(), key -> new Values());
            for (Iterator<Map.Entry<String, JsonNode>> values = type.getValue().fields(); values.hasNext(); ) {
                Map.Entry<String, JsonNode> value = values.next();
                JsonNode window = value.getValue();
                if (!window.path("effectiveAt").canConvertToLong() || !window.path("expiresAt").canConvertToLong()) {
                    throw new IllegalArgumentException("Not an Ads sandbox state: a member without its window");
                }
                set.put(type.getKey(), value.getKey(), window.get("effectiveAt").asLong(), window.get("expiresAt").asLong());
            }
        }
        return set;
    }

    // ---- the state file's form: a member file, its checksum and the count it holds ----

    /**
     * What the state file says of this set: its member file (written now when the set changed since the
     * last save, else the same file again), with its length, checksum and the count of people at
     * {@code now} with the period that count holds for.
     */
    ObjectNode save(StateFolder folder, long now) throws IOException {
        if (saved != null && savedVersion == version) {
            folder.file(saved.get("file").asText());
            return saved;
        }
        int count = people(now);
        Path file = folder.newFile("members-");
        MemberFile.Written written = write(file);
        ObjectNode json = Json.object();
        json.put("file", folder.nameOf(file));
        json.put("bytes", written.bytes());
        json.put("crc32c", Long.toHexString(written.crc32c()));
        json.put("people", count);
        json.put("countedFrom", countedFrom);
        json.put("countedUntil", countedUntil);
        saved = json;
        savedVersion = version;
        return json;
    }

    /**
     * A set that a state file names: its file is checked (length and checksum) now, read when needed.
     * Throws {@link IllegalArgumentException} when the file is missing or not the one saved.
     */
    static MemberSet restore(JsonNode json, StateFolder folder, KnownPeople known) {
        if (!json.path("file").isTextual() || !json.path("bytes").canConvertToLong()
                || !json.path("crc32c").isTextual() || !json.path("people").canConvertToInt()
                || !json.path("countedFrom").canConvertToLong() || !json.path("countedUntil").canConvertToLong()) {
            throw new IllegalArgumentException("Not an Ads sandbox state: a member set without its file");
        }
        Path file = folder.file(json.get("file").asText());
        long crc;
        try {
            crc = Long.parseUnsignedLong(json.get("crc32c").asText(), 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Not an Ads sandbox state: a member file's checksum is not hex", e);
        }
        try {
            if (!Files.isRegularFile(file) || !MemberFile.intact(file, json.get("bytes").asLong(), crc)) {
                throw new IllegalArgumentException("The member file " + file.getFileName() + " is missing or damaged");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        MemberSet set = new MemberSet(known);
        set.unread = file;
        set.counted = json.get("people").asInt();
        set.countedFrom = json.get("countedFrom").asLong();
        set.countedUntil = json.get("countedUntil").asLong();
        set.countedVersion = 0;
        set.saved = ((ObjectNode) json).deepCopy();
        set.savedVersion = 0;
        return set;
    }

    /** Reads the members from the restored file, the first time they are needed. */
    private void read() {
        if (unread == null) {
            return;
        }
        try (MemberFile.In in = new MemberFile.In(unread)) {
            if (in.getInt() != MemberFile.MAGIC) {
                throw new IOException("not a member file");
            }
            int windowCount = in.getIndex(Integer.MAX_VALUE);
            long[] windows = new long[windowCount * 2];
            for (int i = 0; i < windows.length; i++) {
                windows[i] = in.getLong();
            }
            int personCount = in.getIndex(Integer.MAX_VALUE);
            people.resetTo(personCount);
            int typeCount = in.getIndex(Integer.MAX_VALUE);
            for (int t = 0; t < typeCount; t++) {
                Values values = byType.computeIfAbsent(in.getText(), key -> new Values());
                int hashes = in.getIndex(Integer.MAX_VALUE);
                values.hashes.reserve(hashes);
                for (int h = 0; h < hashes; h++) {
                    long a = in.getLong();
                    long b = in.getLong();
                    long c = in.getLong();
                    long d = in.getLong();
                    int window = in.getIndex(windowCount);
                    values.hashes.putRaw(a, b, c, d, windows[window * 2], windows[window * 2 + 1],
                            in.getIndex(personCount));
                }
                int others = in.getIndex(Integer.MAX_VALUE);
                for (int o = 0; o < others; o++) {
                    String value = in.getText();
                    int window = in.getIndex(windowCount);
                    values.others.put(value, new Member(windows[window * 2], windows[window * 2 + 1],
                            in.getIndex(personCount)));
                }
            }
            int world = in.getIndex(Integer.MAX_VALUE);
            for (int w = 0; w < world; w++) {
                worldPeople.put(in.getInt(), in.getIndex(personCount));
            }
            if (!in.atEnd()) {
                throw new IOException("the member file is longer than its members");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the sandbox's member file " + unread, e);
        }
        unread = null;
    }

    /** Writes the members as {@link MemberFile} describes, each person under a number from 0. */
    private MemberFile.Written write(Path file) throws IOException {
        Windows windows = new Windows();
        int[] number = new int[people.issued()];
        java.util.Arrays.fill(number, -1);
        int[] numbered = {0};
        java.util.function.IntConsumer renumber = person -> {
            int root = people.root(person);
            if (number[root] < 0) {
                number[root] = numbered[0]++;
            }
        };
        // First pass: the windows and the people's numbers, which come before the members in the file.
        for (Values values : byType.values()) {
            values.hashes.forEachRaw((a, b, c, d, effectiveAt, expiresAt, person) -> {
                windows.of(effectiveAt, expiresAt);
                renumber.accept(person);
            });
            values.others.values().forEach(member -> {
                windows.of(member.effectiveAt(), member.expiresAt());
                renumber.accept(member.person());
            });
        }
        try (MemberFile.Out out = new MemberFile.Out(file)) {
            out.putInt(MemberFile.MAGIC);
            out.putInt(windows.index.size());
            for (Window window : windows.index.keySet()) {
                out.putLong(window.effectiveAt());
                out.putLong(window.expiresAt());
            }
            out.putInt(numbered[0]);
            out.putInt(byType.size());
            for (Map.Entry<String, Values> entry : byType.entrySet()) {
                out.putText(entry.getKey());
                Values values = entry.getValue();
                out.putInt(values.hashes.size());
                IOException[] failed = {null};
                values.hashes.forEachRaw((a, b, c, d, effectiveAt, expiresAt, person) -> {
                    try {
                        out.putLong(a);
                        out.putLong(b);
                        out.putLong(c);
                        out.putLong(d);
                        out.putInt(windows.of(effectiveAt, expiresAt));
                        out.putInt(number[people.root(person)]);
                    } catch (IOException e) {
                        failed[0] = e;
                    }
                });
                if (failed[0] != null) {
                    throw failed[0];
                }
                out.putInt(values.others.size());
                for (Map.Entry<String, Member> other : values.others.entrySet()) {
                    Member member = other.getValue();
                    out.putText(other.getKey());
                    out.putInt(windows.of(member.effectiveAt(), member.expiresAt()));
                    out.putInt(number[people.root(member.person())]);
                }
            }
            List<Map.Entry<Integer, Integer>> world = worldPeople.entrySet().stream()
                    .filter(entry -> number[people.root(entry.getValue())] >= 0).toList();
            out.putInt(world.size());
            for (Map.Entry<Integer, Integer> entry : world) {
                out.putInt(entry.getKey());
                out.putInt(number[people.root(entry.getValue())]);
            }
            return out.finish();
        }
    }

    private record Window(long effectiveAt, long expiresAt) {
    }

    /** The distinct windows of a set, numbered in the order met (members of one upload share one, so the last is asked first). */
    private static final class Windows {
        final Map<Window, Integer> index = new LinkedHashMap<>();
        private long lastEffectiveAt;
        private long lastExpiresAt;
        private int last = -1;

        int of(long effectiveAt, long expiresAt) {
            if (last >= 0 && effectiveAt == lastEffectiveAt && expiresAt == lastExpiresAt) {
                return last;
            }
            last = index.computeIfAbsent(new Window(effectiveAt, expiresAt), key -> index.size());
            lastEffectiveAt = effectiveAt;
            lastExpiresAt = expiresAt;
            return last;
        }
    }
}
