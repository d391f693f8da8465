package dev.starling.core.api.http;

import com.github.scribejava.core.extractors.BaseStringExtractorImpl;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Parameter;
import com.github.scribejava.core.model.ParameterList;
import com.github.scribejava.core.utils.OAuthEncoder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * ScribeJava's base-string extractor with one correction: RFC 5849 section 3.4.1.3.2 sorts
 * parameters by their <em>encoded</em> name, then encoded value. ScribeJava sorts the decoded
 * forms, which orders {@code c@} after {@code c2} where the RFC (whose {@code c%40} sorts first)
 * and every server disagree. Verb, URL normalisation and encoding stay the library's.
 */
final class Rfc5849BaseStringExtractor extends BaseStringExtractorImpl {

    private static final Comparator<String[]> BY_ENCODED_NAME_THEN_VALUE =
            Comparator.<String[], String>comparing(pair -> pair[0]).thenComparing(pair -> pair[1]);

    @Override
    protected String getSortedAndEncodedParams(OAuthRequest request) {
        ParameterList all = new ParameterList();
        all.addAll(request.getQueryStringParams());
        all.addAll(request.getBodyParams());
        all.addAll(new ParameterList(request.getOauthParameters()));
        List<String[]> encoded = new ArrayList<>();
        for (Parameter parameter : all.getParams()) {
            encoded.add(new String[] {OAuthEncoder.encode(parameter.getKey()), OAuthEncoder.encode(parameter.getValue())});
        }
        encoded.sort(BY_ENCODED_NAME_THEN_VALUE);
        String normalised = encoded.stream().map(pair -> pair[0] + "=" + pair[1]).collect(Collectors.joining("&"));
        return OAuthEncoder.encode(normalised);
    }
}
