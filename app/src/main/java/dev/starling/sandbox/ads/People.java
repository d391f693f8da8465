package dev.starling.sandbox.ads;

import java.util.Arrays;

/**
 * Who the identifiers of one audience belong to: each person is a number, and identifiers found to
 * belong together (sent in one user object, or known to be one user of the sandbox's world) join their
 * people into one (union-find, so joining is cheap however many identifiers each already has). Four
 * bytes a person, whatever the audience's size.
 */
final class People {

    private int[] parent = new int[16];
    private int count;

    /** A new person of their own. */
    int add() {
        if (count == parent.length) {
            parent = Arrays.copyOf(parent, parent.length * 2);
        }
        parent[count] = count;
        return count++;
    }

    /** The number that stands for everyone {@code person} has been joined with. */
    int root(int person) {
        int p = person;
        while (parent[p] != p) {
            parent[p] = parent[parent[p]];
            p = parent[p];
        }
        return p;
    }

    /** One person from two (the lower number stands for both); returns it. */
    int join(int a, int b) {
        int ra = root(a);
        int rb = root(b);
        if (ra == rb) {
            return ra;
        }
        int low = Math.min(ra, rb);
        parent[Math.max(ra, rb)] = low;
        return low;
    }

    /** How many numbers were handed out (joined ones included): the bound of a person number. */
    int issued() {
        return count;
    }

    /** Forgets everyone, then hands out {@code people} separate persons numbered from 0. */
    void resetTo(int people) {
        parent = new int[Math.max(16, people)];
        count = 0;
        for (int i = 0; i < people; i++) {
            add();
        }
    }
}
