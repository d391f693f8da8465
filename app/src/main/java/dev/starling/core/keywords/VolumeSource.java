package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordVolumeRequest;

/**
 * Where answers come from: {@link dev.starling.core.api.ads.KeywordInsightsClient#searchBody} in the
 * app; the body as the API sent it, checked to read as keyword volumes.
 */
@FunctionalInterface
public interface VolumeSource {

    byte[] fetch(KeywordVolumeRequest call);
}
