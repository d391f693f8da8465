package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordVolumeRequest;

/**
 * Where answers come from: {@link dev.starling.core.api.ads.KeywordInsightsClient#searchBody} in the
 * app; the body as the API sent it, checked to read as keyword volumes.
 */
@FunctionalInterface
public interface VolumeSource {

    byte[] fetch(KeywordVolumeRequest call);

    /**
     * Which API answers ({@link dev.starling.core.config.ApiEnvironment#key}): part of the cache key,
     * so the sandbox's volumes never stand in for X's, nor one environment's for another's.
     */
    default String origin() {
        return "";
    }
}
