package dev.starling.sandbox.stream;

import java.util.List;

/**
 * An emulation of X's semantic matching for {@code embedding:} rules, deterministic so tests can rely
 * on it: a text becomes a vector of hashed words and letter trigrams, and the similarity of a rule's
 * description and a post is the cosine of their vectors (0 to 1). It is not X's model; it only makes
 * posts that share words and word parts with a description score higher, as a real embedding would.
 */
final class Embedding {

    static final double DEFAULT_THRESHOLD = 0.3;
    private static final int DIMENSIONS = 1024;

    private Embedding() {
    }

    static float[] of(String text) {
        float[] vector = new float[DIMENSIONS];
        List<String> words = PostFacts.tokenize(text);
        for (String word : words) {
            vector[bucket(word)] += 2f;
            String padded = " " + word + " ";
            for (int i = 0; i + 3 <= padded.length(); i++) {
                vector[bucket(padded.substring(i, i + 3))] += 1f;
            }
        }
        double norm = 0;
        for (float value : vector) {
            norm += value * value;
        }
        if (norm > 0) {
            float scale = (float) (1 / Math.sqrt(norm));
            for (int i = 0; i < vector.length; i++) {
                vector[i] *= scale;
            }
        }
        return vector;
    }

    static double similarity(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return Math.max(0, Math.min(1, dot));
    }

    private static int bucket(String feature) {
        int hash = 0x811c9dc5;
        for (int i = 0; i < feature.length(); i++) {
            hash = (hash ^ feature.charAt(i)) * 0x01000193;
        }
        return Math.floorMod(hash, DIMENSIONS);
    }
}
