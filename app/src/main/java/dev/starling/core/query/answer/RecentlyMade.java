package dev.starling.core.query.answer;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.IntFunction;

/**
 * The last few things made from an item number, so that a view asking for the same row many times
 * in one layout (a table asks for each visible row's cells one by one) gets the one it was given,
 * while what scrolled away is dropped. Thread-safe; the making happens outside the lock.
 */
final class RecentlyMade<T> {

    private final int[] numbers;
    private final Object[] made;
    private final IntFunction<T> maker;
    private int next;

    RecentlyMade(int capacity, IntFunction<T> maker) {
        this.numbers = new int[capacity];
        this.made = new Object[capacity];
        this.maker = maker;
        Arrays.fill(numbers, -1);
    }

    @SuppressWarnings("unchecked")
    T get(int number) {
        synchronized (this) {
            for (int i = 0; i < numbers.length; i++) {
                if (numbers[i] == number) {
                    return (T) made[i];
                }
            }
        }
        T item = maker.apply(number);
        synchronized (this) {
            numbers[next] = number;
            made[next] = item;
            next = (next + 1) % numbers.length;
        }
        return item;
    }

    /** A read-only list of {@code size} items, each made by {@code maker} when read, the last {@code capacity} kept. */
    static <T> List<T> list(int size, int capacity, IntFunction<T> maker) {
        RecentlyMade<T> recent = new RecentlyMade<>(capacity, maker);
        return new MadeOnRead<>(size, recent);
    }

    private static final class MadeOnRead<T> extends AbstractList<T> implements RandomAccess {
        private final int size;
        private final RecentlyMade<T> recent;

        MadeOnRead(int size, RecentlyMade<T> recent) {
            this.size = size;
            this.recent = recent;
        }

        @Override
        public T get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index);
            }
            return recent.get(index);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
