package dev.starling.sandbox.v2;

import java.util.List;

/** How a quoted phrase matches, in recent search and in the filtered stream's rules alike. */
public final class Phrases {

    private Phrases() {
    }

    /** True when {@code words} appear one after another, in this order, in {@code tokens}; never for no words. */
    public static boolean inSequence(List<String> tokens, List<String> words) {
        if (words.isEmpty()) {
            return false;
        }
        for (int i = 0; i + words.size() <= tokens.size(); i++) {
            if (tokens.subList(i, i + words.size()).equals(words)) {
                return true;
            }
        }
        return false;
    }
}
