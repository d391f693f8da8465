package dev.starling.core.upload.inspect;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.read.SimpleSplit;

/** Recognises column names and decides whether the first line is a header. */
final class HeaderDetector {

    /** Column names (lower-case, without spaces, dashes, dots or underscores) per identifier type. */
    private static final Map<String, IdentifierType> NAMES = Map.ofEntries(
            Map.entry("email", IdentifierType.EMAIL), Map.entry("emailaddress", IdentifierType.EMAIL),
            Map.entry("mail", IdentifierType.EMAIL), Map.entry("emails", IdentifierType.EMAIL),
            Map.entry("phone", IdentifierType.PHONE_NUMBER), Map.entry("phonenumber", IdentifierType.PHONE_NUMBER),
            Map.entry("mobile", IdentifierType.PHONE_NUMBER), Map.entry("mobilephone", IdentifierType.PHONE_NUMBER),
            Map.entry("tel", IdentifierType.PHONE_NUMBER), Map.entry("telephone", IdentifierType.PHONE_NUMBER),
            Map.entry("msisdn", IdentifierType.PHONE_NUMBER), Map.entry("cell", IdentifierType.PHONE_NUMBER),
            Map.entry("handle", IdentifierType.HANDLE), Map.entry("username", IdentifierType.HANDLE),
            Map.entry("twitter", IdentifierType.HANDLE), Map.entry("twitterhandle", IdentifierType.HANDLE),
            Map.entry("screenname", IdentifierType.HANDLE), Map.entry("xhandle", IdentifierType.HANDLE),
            Map.entry("userid", IdentifierType.SERVICE_ID), Map.entry("xid", IdentifierType.SERVICE_ID),
            Map.entry("twitterid", IdentifierType.SERVICE_ID), Map.entry("serviceid", IdentifierType.SERVICE_ID),
            Map.entry("xuserid", IdentifierType.SERVICE_ID), Map.entry("twitteruserid", IdentifierType.SERVICE_ID),
            Map.entry("idfa", IdentifierType.DEVICE_ID), Map.entry("adid", IdentifierType.DEVICE_ID),
            Map.entry("deviceid", IdentifierType.DEVICE_ID), Map.entry("maid", IdentifierType.DEVICE_ID),
            Map.entry("gaid", IdentifierType.DEVICE_ID), Map.entry("androidid", IdentifierType.DEVICE_ID),
            Map.entry("advertisingid", IdentifierType.DEVICE_ID),
            Map.entry("partneruserid", IdentifierType.PARTNER_USER_ID),
            Map.entry("customerid", IdentifierType.PARTNER_USER_ID),
            Map.entry("crmid", IdentifierType.PARTNER_USER_ID), Map.entry("externalid", IdentifierType.PARTNER_USER_ID),
            Map.entry("partnerid", IdentifierType.PARTNER_USER_ID));

    private HeaderDetector() {
    }

    /** The identifier type a column name stands for, or null. */
    static IdentifierType typeOfName(String name) {
        StringBuilder key = new StringBuilder(name.length());
        for (char c : name.strip().toLowerCase(Locale.ROOT).toCharArray()) {
            if (c != ' ' && c != '-' && c != '_' && c != '.' && c != '"') {
                key.append(c);
            }
        }
        return NAMES.get(key.toString());
    }

    /**
     * The first line's fields when it is a header: it names a known column, or none of its fields
     * looks like an identifier while the second line's do.
     */
    static List<String> header(List<String> lines, char delimiter) {
        List<String> first = SimpleSplit.split(lines.get(0), delimiter);
        for (String field : first) {
            if (typeOfName(field) != null) {
                return first;
            }
        }
        if (lines.size() < 2) {
            return List.of();
        }
        List<String> second = SimpleSplit.split(lines.get(1), delimiter);
        boolean firstLooksLikeData = first.stream().anyMatch(field -> ValueSniffer.guess(field) != null);
        boolean secondLooksLikeData = second.stream().anyMatch(field -> ValueSniffer.guess(field) != null);
        return !firstLooksLikeData && secondLooksLikeData ? first : List.of();
    }
}
