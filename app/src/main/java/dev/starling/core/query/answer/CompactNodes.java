package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Makes JSON objects whose members sit in one array of names and values, in the order they came,
 * rather than in a {@code LinkedHashMap} (a map, its table and an entry object per member). A 10 MB
 * answer is some 300,000 small objects: kept this way its tree is a third smaller and has a quarter
 * of the objects, which is what the garbage collector copies (and stops the FX thread for) while
 * the answer is read in the background (ADR 29). An object with more than {@value SmallMap#LIMIT}
 * members moves to a {@code LinkedHashMap}, so lookups never get slow.
 */
public final class CompactNodes extends JsonNodeFactory {

    public static final CompactNodes FACTORY = new CompactNodes();

    private CompactNodes() {
        super();
    }

    @Override
    public ObjectNode objectNode() {
        return new ObjectNode(this, new SmallMap());
    }

    /** An insertion-ordered map of names to nodes in one array while it is small. Not thread-safe. */
    static final class SmallMap extends AbstractMap<String, JsonNode> {
        static final int LIMIT = 12;

        /** name, value, name, value, ... */
        private Object[] pairs = new Object[8];
        private int size;
        private int changes;
        private LinkedHashMap<String, JsonNode> large;

        private int indexOf(Object name) {
            for (int i = 0; i < size * 2; i += 2) {
                if (pairs[i] == name || pairs[i].equals(name)) {
                    return i;
                }
            }
            return -1;
        }

        @Override
        public int size() {
            return large != null ? large.size() : size;
        }

        @Override
        public JsonNode get(Object name) {
            if (large != null) {
                return large.get(name);
            }
            int at = indexOf(name);
            return at < 0 ? null : (JsonNode) pairs[at + 1];
        }

        @Override
        public boolean containsKey(Object name) {
            return large != null ? large.containsKey(name) : indexOf(name) >= 0;
        }

        @Override
        public JsonNode put(String name, JsonNode value) {
            Objects.requireNonNull(name);
            if (large != null) {
                return large.put(name, value);
            }
            int at = indexOf(name);
            if (at >= 0) {
                JsonNode old = (JsonNode) pairs[at + 1];
                pairs[at + 1] = value;
                return old;
            }
            changes++;
            if (size == LIMIT) {
                large = new LinkedHashMap<>(LIMIT * 4);
                for (int i = 0; i < size * 2; i += 2) {
                    large.put((String) pairs[i], (JsonNode) pairs[i + 1]);
                }
                pairs = null;
                size = 0;
                return large.put(name, value);
            }
            if (size * 2 == pairs.length) {
                pairs = Arrays.copyOf(pairs, pairs.length * 2);
            }
            pairs[size * 2] = name;
            pairs[size * 2 + 1] = value;
            size++;
            return null;
        }

        @Override
        public JsonNode remove(Object name) {
            if (large != null) {
                return large.remove(name);
            }
            int at = indexOf(name);
            if (at < 0) {
                return null;
            }
            JsonNode old = (JsonNode) pairs[at + 1];
            removeAt(at);
            return old;
        }

        private void removeAt(int at) {
            System.arraycopy(pairs, at + 2, pairs, at, size * 2 - at - 2);
            size--;
            pairs[size * 2] = null;
            pairs[size * 2 + 1] = null;
            changes++;
        }

        @Override
        public void clear() {
            large = null;
            pairs = new Object[8];
            size = 0;
            changes++;
        }

        @Override
        public void forEach(BiConsumer<? super String, ? super JsonNode> action) {
            if (large != null) {
                large.forEach(action);
                return;
            }
            int expected = changes;
            for (int i = 0; i < size * 2; i += 2) {
                action.accept((String) pairs[i], (JsonNode) pairs[i + 1]);
                if (changes != expected) {
                    throw new ConcurrentModificationException();
                }
            }
        }

        @Override
        public Set<Entry<String, JsonNode>> entrySet() {
            return large != null ? large.entrySet() : new Entries();
        }

        private final class Entries extends AbstractSet<Entry<String, JsonNode>> {
            @Override
            public int size() {
                return SmallMap.this.size();
            }

            @Override
            public Iterator<Entry<String, JsonNode>> iterator() {
                if (large != null) {
                    return large.entrySet().iterator();
                }
                return new Iterator<>() {
                    private int next;
                    private int last = -1;
                    private int expected = changes;

                    @Override
                    public boolean hasNext() {
                        return next < size * 2;
                    }

                    @Override
                    public Entry<String, JsonNode> next() {
                        if (changes != expected) {
                            throw new ConcurrentModificationException();
                        }
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        last = next;
                        next += 2;
                        return new Member(last);
                    }

                    @Override
                    public void remove() {
                        if (last < 0 || changes != expected) {
                            throw new IllegalStateException();
                        }
                        removeAt(last);
                        next = last;
                        last = -1;
                        expected = changes;
                    }
                };
            }
        }

        /** One member; setting its value writes through while the map is unchanged. */
        private final class Member extends SimpleEntry<String, JsonNode> {
            private final int at;
            private final int version = changes;

            Member(int at) {
                super((String) pairs[at], (JsonNode) pairs[at + 1]);
                this.at = at;
            }

            @Override
            public JsonNode setValue(JsonNode value) {
                if (changes != version || large != null) {
                    throw new ConcurrentModificationException();
                }
                pairs[at + 1] = value;
                return super.setValue(value);
            }
        }
    }
}
