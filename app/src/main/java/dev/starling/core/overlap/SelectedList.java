package dev.starling.core.overlap;

import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.common.IdentifierType;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.Set;

/**
 * The people a {@link Selection} keeps from a comparison, ready to upload: each person once (in the order their first
 * row was read), with all their values of the types asked for, partner ids never (only their digests are known); held as indexes into the comparison's digests, never as a
 * file. The journal keeps its label and fingerprint; resuming an upload of it needs the same comparison again.
 */
public final class SelectedList implements HashedSource {

    /** The journal's name for an upload of such a list. */
    public static final String KIND = "list";
    private static final int PEOPLE_PER_CHUNK = 4_096;
    private static final byte PARTNER = (byte) IdentifierType.PARTNER_USER_ID.ordinal();
    private static final IdentifierType[] TYPES = IdentifierType.values();

    private final OverlapCounter counter;
    private final String label;
    /** Person {@code p}'s values are {@code order[personStart[p], personStart[p + 1])}. */
    private final int[] personStart;
    private final int[] order;
    private final int people;
    private final long withoutSendableValue;
    private final Set<IdentifierType> types;
    private final String fingerprint;

    SelectedList(OverlapCounter counter, Selection selection, Set<IdentifierType> kept, String label) {
        this.counter = counter;
        this.label = label;
        EnumSet<IdentifierType> held = EnumSet.noneOf(IdentifierType.class);
        int rows = counter.rowCount();
        // values of kept people, counted then placed by their person's root row (a counting sort)
        int[] count = new int[rows + 1];
        boolean[] keptPerson = new boolean[rows];
        boolean[] keptAtAll = new boolean[rows];
        for (int v = 0; v < counter.values(); v++) {
            int root = counter.valueRoot(v);
            if (selection.keeps(counter.personInputs(root))) {
                keptAtAll[root] = true;
                if (sendable(counter.valueType(v), kept)) {
                    keptPerson[root] = true;
                    count[root + 1]++;
                    held.add(TYPES[counter.valueType(v)]);
                }
            }
        }
        int[] index = new int[rows];
        int persons = 0;
        long unsendable = 0;
        for (int r = 0; r < rows; r++) {
            if (keptPerson[r]) {
                index[r] = persons++;
            } else if (keptAtAll[r]) {
                unsendable++;
            }
        }
        personStart = new int[persons + 1];
        for (int r = 0; r < rows; r++) {
            if (keptPerson[r]) {
                personStart[index[r] + 1] = count[r + 1];
            }
        }
        for (int p = 0; p < persons; p++) {
            personStart[p + 1] += personStart[p];
        }
        order = new int[personStart[persons]];
        int[] next = new int[persons];
        for (int v = 0; v < counter.values(); v++) {
            int root = counter.valueRoot(v);
            if (keptPerson[root] && sendable(counter.valueType(v), kept)) {
                int p = index[root];
                order[personStart[p] + next[p]++] = v;
            }
        }
        this.people = persons;
        this.withoutSendableValue = unsendable;
        this.types = Set.copyOf(held);
        this.fingerprint = fingerprintOf();
    }

    private static boolean sendable(byte type, Set<IdentifierType> kept) {
        return type != PARTNER && kept.contains(TYPES[type]);
    }

    @Override
    public Set<IdentifierType> types() {
        return types;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public long size() {
        return people;
    }

    /**
     * People the operation keeps who have no value the list can send (only partner ids, or only types left out):
     * not in the list.
     */
    public long withoutSendableValue() {
        return withoutSendableValue;
    }

    @Override
    public String fingerprint() {
        return fingerprint;
    }

    private String fingerprintOf() {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] digests = counter.digests();
        for (int p = 0; p < people; p++) {
            for (int i = personStart[p]; i < personStart[p + 1]; i++) {
                digest.update(counter.valueType(order[i]));
                digest.update(digests, order[i] * HashedRows.DIGEST_BYTES, HashedRows.DIGEST_BYTES);
            }
            digest.update((byte) -1);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    @Override
    public Iterator<HashedRows> people() {
        byte[] digests = counter.digests();
        return HashedRows.chunks(people, PEOPLE_PER_CHUNK, (p, chunk) -> {
            chunk.person(p + 1L);
            for (int i = personStart[p]; i < personStart[p + 1]; i++) {
                chunk.value(TYPES[counter.valueType(order[i])], digests, order[i] * HashedRows.DIGEST_BYTES);
            }
        });
    }
}
