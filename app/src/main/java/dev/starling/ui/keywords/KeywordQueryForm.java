package dev.starling.ui.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.keywords.KeywordCountries;
import dev.starling.core.keywords.KeywordCountry;
import dev.starling.core.keywords.KeywordLimits;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.LimitProblem;
import dev.starling.core.text.Messages;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The asking half of keyword insights: the queries to compare (one per series, "+ Compare" adds
 * one), the keywords and negative keywords of the one being edited as chips with a live "n of 10"
 * counter (the limit is per query, as each is its own request), granularity, start and end as date
 * and time in the displayed zone (default: the last 7 days; 30 and 90 days one click away) and the
 * country. Every limit is checked as the user types ({@link KeywordLimits}), and each problem is
 * shown next to its field; a missing keyword is only pointed out once the user tried to send, so an
 * empty form does not start by scolding.
 */
public final class KeywordQueryForm {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT);

    private final ChipList keywords = new ChipList();
    private final ChipList negatives = new ChipList();
    /** The queries of the comparison, in series order; the edited one follows the chips as they change. */
    private final ObservableList<KeywordTerms> queries = FXCollections.observableArrayList(
            new KeywordTerms(List.of(), List.of()));
    private final ReadOnlyIntegerWrapper edited = new ReadOnlyIntegerWrapper(this, "edited", 0);
    /** While a query is put into the chips: the chips' changes are not written back. */
    private boolean loadingQuery;
    private final ObjectProperty<KeywordGranularity> granularity = new SimpleObjectProperty<>(this, "granularity",
            KeywordGranularity.HOUR);
    private final ObjectProperty<LocalDate> startDate = new SimpleObjectProperty<>(this, "startDate");
    private final StringProperty startTime = new SimpleStringProperty(this, "startTime", "");
    private final ObjectProperty<LocalDate> endDate = new SimpleObjectProperty<>(this, "endDate");
    private final StringProperty endTime = new SimpleStringProperty(this, "endTime", "");
    private final ObjectProperty<KeywordCountry> country = new SimpleObjectProperty<>(this, "country",
            KeywordCountries.DEFAULT);
    private final ReadOnlyStringWrapper counter = new ReadOnlyStringWrapper(this, "counter", "");
    private final ReadOnlyBooleanWrapper overLimit = new ReadOnlyBooleanWrapper(this, "overLimit");
    private final ReadOnlyBooleanWrapper sendable = new ReadOnlyBooleanWrapper(this, "sendable");
    private final BooleanProperty triedToSend = new SimpleBooleanProperty(this, "triedToSend");
    private final Map<LimitProblem.Field, ReadOnlyStringWrapper> problems = new EnumMap<>(LimitProblem.Field.class);
    private final Clock clock;
    private final Supplier<ZoneId> zone;

    /** @param zone the zone dates and times are typed in (the chart's) */
    public KeywordQueryForm(Clock clock, Supplier<ZoneId> zone) {
        this.clock = clock;
        this.zone = zone;
        for (LimitProblem.Field field : LimitProblem.Field.values()) {
            problems.put(field, new ReadOnlyStringWrapper(this, field.name(), ""));
        }
        lastSevenDays();
        Observable[] inputs = {keywords.chips(), negatives.chips(), granularity, startDate, startTime, endDate,
                endTime, country, triedToSend};
        for (Observable input : inputs) {
            input.addListener(changed -> check());
        }
        for (ChipList chips : List.of(keywords, negatives)) {
            chips.chips().addListener((Observable changed) -> {
                if (!loadingQuery) {
                    queries.set(edited.get(), terms());
                }
            });
        }
        check();
    }

    public ChipList keywords() { return keywords; }
    public ChipList negatives() { return negatives; }
    /** The queries to compare, one per series; see {@link #editedProperty()}. */
    public ObservableList<KeywordTerms> queries() { return queries; }
    /** Which of {@link #queries()} the chips show and edit. */
    public ReadOnlyIntegerProperty editedProperty() { return edited.getReadOnlyProperty(); }
    public ObjectProperty<KeywordGranularity> granularityProperty() { return granularity; }
    public ObjectProperty<LocalDate> startDateProperty() { return startDate; }
    public StringProperty startTimeProperty() { return startTime; }
    public ObjectProperty<LocalDate> endDateProperty() { return endDate; }
    public StringProperty endTimeProperty() { return endTime; }
    public ObjectProperty<KeywordCountry> countryProperty() { return country; }
    /** "3 of 10": keywords and negative keywords together. */
    public ReadOnlyStringProperty counterProperty() { return counter.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty overLimitProperty() { return overLimit.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty sendableProperty() { return sendable.getReadOnlyProperty(); }

    /** The reason the field's value would be refused, in words; empty when it is fine. */
    public ReadOnlyStringProperty problemProperty(LimitProblem.Field field) {
        return problems.get(field).getReadOnlyProperty();
    }

    public static List<KeywordCountry> countries() {
        return KeywordCountries.all(Locale.getDefault());
    }

    /** Start and end at the last whole hour and 7 days before it, in the displayed zone. */
    public void lastSevenDays() {
        lastDays(7);
    }

    /** Start and end at the last whole hour and {@code days} days before it, in the displayed zone. */
    public void lastDays(int days) {
        ZonedDateTime end = clock.instant().atZone(zone.get()).truncatedTo(ChronoUnit.HOURS);
        show(end.minusDays(days).toInstant(), end.toInstant());
    }

    /** Edits another query: its keywords and negatives go into the chips. */
    public void edit(int index) {
        if (index < 0 || index >= queries.size()) {
            return;
        }
        edited.set(index);
        KeywordTerms shown = queries.get(index);
        loadingQuery = true;
        try {
            keywords.setAll(shown.keywords());
            negatives.setAll(shown.negativeKeywords());
        } finally {
            loadingQuery = false;
        }
    }

    /** "+ Compare": a new, empty query after the others, edited at once. */
    public void addQuery() {
        queries.add(new KeywordTerms(List.of(), List.of()));
        edit(queries.size() - 1);
    }

    /** Adds a query of its own for {@code terms} (a related keyword compared), leaving the edited one as it is. */
    public void addQuery(KeywordTerms terms) {
        if (!queries.contains(terms)) {
            queries.add(terms);
        }
    }

    /** Removes a query (there is always one left); the one edited stays edited when it is another. */
    public void removeQuery(int index) {
        if (queries.size() <= 1 || index < 0 || index >= queries.size()) {
            return;
        }
        int editing = edited.get();
        queries.remove(index);
        edit(editing > index ? editing - 1 : Math.min(editing, queries.size() - 1));
    }

    /** Replaces the queries (a saved or the last comparison), editing the first. */
    public void setQueries(List<KeywordTerms> all) {
        queries.setAll(all.isEmpty() ? List.of(new KeywordTerms(List.of(), List.of())) : all);
        edit(0);
    }

    /** Shows a range (e.g. of a saved comparison) in the displayed zone. */
    public void show(Instant start, Instant end) {
        ZonedDateTime from = start.atZone(zone.get());
        ZonedDateTime to = end.atZone(zone.get());
        startDate.set(from.toLocalDate());
        startTime.set(TIME.format(from));
        endDate.set(to.toLocalDate());
        endTime.set(TIME.format(to));
    }

    /** Fills the form from the requests of a comparison: one query each, their shared period, granularity and country. */
    public void load(List<KeywordRequest> requests) {
        KeywordRequest request = requests.get(0);
        setQueries(requests.stream().map(KeywordRequest::terms).toList());
        granularity.set(request.granularity());
        country.set(KeywordCountries.byTargetingValue(request.location()).orElse(KeywordCountries.DEFAULT));
        show(request.start(), request.end() == null ? clock.instant() : request.end());
    }

    /** After the displayed zone changed: the same instants, written in the new zone. */
    public void zoneChanged(ZoneId previous) {
        Optional<Instant> start = instant(startDate.get(), startTime.get(), previous);
        Optional<Instant> end = instant(endDate.get(), endTime.get(), previous);
        if (start.isPresent() && end.isPresent()) {
            show(start.get(), end.get());
        }
    }

    /** The terms typed into the chips. */
    public KeywordTerms terms() {
        return new KeywordTerms(keywords.words(), negatives.words());
    }

    /**
     * The request the form describes, when every limit is met; otherwise empty, with the reasons
     * next to the fields (a missing keyword included from now on).
     */
    public Optional<KeywordRequest> request() {
        triedToSend.set(true);
        check();
        return sendable.get() ? Optional.of(requestFor(terms())) : Optional.empty();
    }

    /**
     * The request of every query, in order, when every limit is met; queries left empty (a "+ Compare"
     * nobody typed into) are dropped first, unless no query has anything. Otherwise empty, and the
     * first query with a problem is the one edited, with the reasons next to the fields.
     */
    public Optional<List<KeywordRequest>> requests() {
        if (queries.stream().anyMatch(query -> query.termCount() > 0)) {
            for (int i = queries.size() - 1; i >= 0; i--) {
                if (queries.get(i).termCount() == 0) {
                    removeQuery(i);
                }
            }
        }
        for (int i = 0; i < queries.size(); i++) {
            if (i != edited.get() && !KeywordLimits.acceptable(requestFor(queries.get(i)), clock.instant())) {
                edit(i);
                break;
            }
        }
        return request().map(edited -> queries.stream().map(this::requestFor).toList());
    }

    /** The shared settings (granularity, range, country) with other terms. */
    public KeywordRequest requestFor(KeywordTerms terms) {
        Instant start = instant(startDate.get(), startTime.get(), zone.get()).orElse(null);
        Instant end = instant(endDate.get(), endTime.get(), zone.get()).orElse(null);
        KeywordCountry where = country.get() == null ? KeywordCountries.DEFAULT : country.get();
        return new KeywordRequest(terms, granularity.get(), start, end, where.targetingValue());
    }

    private void check() {
        int terms = keywords.chips().size() + negatives.chips().size();
        counter.set(Messages.text("keywords.form.counter", terms, KeywordLimits.MAX_TERMS));
        overLimit.set(terms > KeywordLimits.MAX_TERMS);
        Map<LimitProblem.Field, List<String>> found = new EnumMap<>(LimitProblem.Field.class);
        timeProblem(startTime.get(), LimitProblem.Field.START, found);
        timeProblem(endTime.get(), LimitProblem.Field.END, found);
        if (startDate.get() == null) {
            add(found, LimitProblem.Field.START, Messages.text("keywords.form.noDate"));
        }
        if (endDate.get() == null) {
            add(found, LimitProblem.Field.END, Messages.text("keywords.form.noDate"));
        }
        for (LimitProblem problem : KeywordLimits.check(requestFor(terms()), clock.instant())) {
            if (problem.messageKey().equals("keywords.limit.noKeyword") && !triedToSend.get()) {
                continue;
            }
            boolean alreadyExplained = found.containsKey(problem.field())
                    && (problem.field() == LimitProblem.Field.START || problem.field() == LimitProblem.Field.END);
            if (!alreadyExplained) {
                add(found, problem.field(), Messages.text(problem.messageKey(), problem.args().toArray()));
            }
        }
        problems.forEach((field, text) -> text.set(String.join("\n", found.getOrDefault(field, List.of()))));
        boolean empty = keywords.chips().isEmpty();
        sendable.set(found.isEmpty() && !empty);
    }

    private void timeProblem(String text, LimitProblem.Field field, Map<LimitProblem.Field, List<String>> found) {
        if (parseTime(text).isEmpty()) {
            add(found, field, Messages.text("keywords.form.badTime", text == null ? "" : text.strip()));
        }
    }

    private static void add(Map<LimitProblem.Field, List<String>> found, LimitProblem.Field field, String text) {
        found.computeIfAbsent(field, f -> new ArrayList<>()).add(text);
    }

    private static Optional<Instant> instant(LocalDate date, String time, ZoneId zone) {
        if (date == null) {
            return Optional.empty();
        }
        return parseTime(time).map(at -> date.atTime(at).atZone(zone).toInstant());
    }

    /** "14:00", "9:30" or "9" (whole hour). */
    static Optional<LocalTime> parseTime(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String value = text.strip();
        if (value.matches("\\d{1,2}")) {
            value = value + ":00";
        }
        if (value.matches("\\d:\\d{2}")) {
            value = "0" + value;
        }
        try {
            return Optional.of(LocalTime.parse(value, TIME));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
