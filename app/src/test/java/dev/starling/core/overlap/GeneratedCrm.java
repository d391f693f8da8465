package dev.starling.core.overlap;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * CRM exports generated from a seeded population, written the way people type values (capitals, spaces, phone
 * numbers in several national formats), with what each row holds in canonical form kept beside, so a test can count
 * by brute force without Starling's normaliser. Canonical values are keys such as {@code email:name@host} and
 * {@code phone_number:+14155550123}; a row whose typed value is not valid has no key for it.
 */
public final class GeneratedCrm {

    /** One person: a canonical email and, for some, a canonical US phone number in E.164. */
    public record Person(int id, String email, String phone) {
    }

    /** A written row's canonical keys (empty: the row has no valid value). */
    public record Row(Set<String> keys) {
    }

    private final Random random;

    public GeneratedCrm(long seed) {
        this.random = new Random(seed);
    }

    public Random random() {
        return random;
    }

    /** {@code count} people with distinct emails; about two in three have a phone number, a few shared with another. */
    public List<Person> people(int count) {
        List<Person> people = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String phone = random.nextInt(3) == 0 ? null : String.format(Locale.ROOT, "+1415%07d", random.nextInt(10_000_000));
            people.add(new Person(i, "customer." + i + "@example-" + (i % 7) + ".com", phone));
        }
        return people;
    }

    /** The email as a person might type it: random capitals, sometimes spaces around it. */
    public String typedEmail(String email) {
        StringBuilder typed = new StringBuilder();
        for (char c : email.toCharArray()) {
            typed.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
        }
        return switch (random.nextInt(4)) {
            case 0 -> " " + typed + " ";
            case 1 -> typed + "\t";
            default -> typed.toString();
        };
    }

    /** A US number in one of the ways people write it: national with or without punctuation, or international. */
    public String typedPhone(String e164) {
        String area = e164.substring(2, 5);
        String exchange = e164.substring(5, 8);
        String line = e164.substring(8);
        return switch (random.nextInt(5)) {
            case 0 -> "(" + area + ") " + exchange + "-" + line;
            case 1 -> area + "-" + exchange + "-" + line;
            case 2 -> "+1 " + area + " " + exchange + " " + line;
            case 3 -> area + "." + exchange + "." + line;
            default -> e164;
        };
    }

    /**
     * Writes {@code Name,Email,Phone} rows for {@code people}, each typed afresh, with some rows duplicated, some
     * emails not valid (the phone still counts), some rows with nothing valid; returns the rows' canonical keys.
     */
    public List<Row> write(Path file, List<Person> people) throws IOException {
        return write(file, people, true);
    }

    /** As {@link #write}, every value valid and every person on one row: only the spelling varies. */
    public List<Row> writeClean(Path file, List<Person> people) throws IOException {
        return write(file, people, false);
    }

    private List<Row> write(Path file, List<Person> people, boolean messy) throws IOException {
        List<Row> rows = new ArrayList<>();
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("Name,Email,Phone\n");
            for (Person person : people) {
                int copies = messy && random.nextInt(20) == 0 ? 2 : 1;
                for (int c = 0; c < copies; c++) {
                    Set<String> keys = new LinkedHashSet<>();
                    String email;
                    if (messy && random.nextInt(25) == 0) {
                        email = "customer." + person.id() + " at example"; // not an email address
                    } else {
                        email = typedEmail(person.email());
                        keys.add("email:" + person.email());
                    }
                    String phone = "";
                    if (person.phone() != null && (!messy || random.nextInt(10) != 0)) {
                        phone = typedPhone(person.phone());
                        keys.add("phone_number:" + person.phone());
                    }
                    out.write("Customer " + person.id() + "," + quoted(email) + "," + phone + "\n");
                    rows.add(new Row(keys));
                }
            }
            for (int i = 0; i < 3; i++) {
                out.write("Nobody " + i + ",,\n");
                rows.add(new Row(Set.of()));
            }
        }
        return rows;
    }

    /**
     * People by brute force over rows' canonical keys, with plain collections and a naive union-find: rows (of any of
     * the files) that share a key are one person.
     */
    public static final class People {
        private final Map<String, Integer> personOfKey = new java.util.HashMap<>();
        private final Map<Integer, Integer> filesOfPerson = new java.util.HashMap<>();
        private final Map<Integer, Set<String>> keysOfPerson = new java.util.HashMap<>();

        public People(List<List<Row>> files) {
            List<Row> rows = new ArrayList<>();
            List<Integer> fileOf = new ArrayList<>();
            for (int f = 0; f < files.size(); f++) {
                for (Row row : files.get(f)) {
                    rows.add(row);
                    fileOf.add(f);
                }
            }
            int[] parent = new int[rows.size()];
            Map<String, Integer> firstRow = new java.util.HashMap<>();
            for (int r = 0; r < rows.size(); r++) {
                parent[r] = r;
                for (String key : rows.get(r).keys()) {
                    Integer first = firstRow.putIfAbsent(key, r);
                    if (first != null) {
                        parent[root(parent, r)] = root(parent, first);
                    }
                }
            }
            for (int r = 0; r < rows.size(); r++) {
                if (!rows.get(r).keys().isEmpty()) {
                    int person = root(parent, r);
                    filesOfPerson.merge(person, 1 << fileOf.get(r), (x, y) -> x | y);
                    keysOfPerson.computeIfAbsent(person, k -> new LinkedHashSet<>()).addAll(rows.get(r).keys());
                    rows.get(r).keys().forEach(key -> personOfKey.put(key, person));
                }
            }
        }

        private static int root(int[] parent, int x) {
            while (parent[x] != x) {
                x = parent[x];
            }
            return x;
        }

        /** The people some of these keys belong to. */
        public long count(Set<String> keys) {
            return keys.stream().map(personOfKey::get).distinct().count();
        }

        /** Each person's files, a bit per file (bit 0 for the first). */
        public Map<Integer, Integer> files() {
            return filesOfPerson;
        }

        /** A person's keys. */
        public Set<String> keys(int person) {
            return keysOfPerson.get(person);
        }
    }

    /** The SHA-256 digests, as X holds them (hex), of the canonical values of one type among {@code keys}. */
    public static Set<String> hashes(Set<String> keys, String type) throws java.security.NoSuchAlgorithmException {
        java.security.MessageDigest sha256 = java.security.MessageDigest.getInstance("SHA-256");
        Set<String> hashes = new java.util.HashSet<>();
        for (String key : keys) {
            if (key.startsWith(type + ":")) {
                hashes.add(java.util.HexFormat.of().formatHex(
                        sha256.digest(key.substring(type.length() + 1).getBytes(StandardCharsets.UTF_8))));
            }
        }
        return hashes;
    }

    private static String quoted(String value) {
        return value.contains("\t") || value.startsWith(" ") ? "\"" + value + "\"" : value;
    }
}
