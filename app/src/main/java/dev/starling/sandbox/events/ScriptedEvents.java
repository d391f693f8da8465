package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.World;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * The scripted event source ({@code sandbox --events-rate N}): N events a second, each made for one of
 * the subscriptions there are (a random one: its type, user, direction and keyword), so whoever subscribes
 * sees events at once, of every type, without waiting for the world to change. The events are invented
 * (a bio change, a post, a direct message, a space, news ...) from the world's users; they change
 * nothing in the world. It makes events only while someone listens (a stream is open, or a subscription
 * sends to a webhook).
 */
final class ScriptedEvents {

    private static final List<String> BIOS = List.of("Coffee first.", "Building things on the internet.",
            "Marketing at a company you have heard of.", "Opinions are my own.", "Runner, reader, release manager.");
    private static final List<String> PLACES = List.of("Lisbon", "Nairobi", "Osaka", "Toronto", "Valparaíso");
    private static final List<String> WORDS = List.of("launch", "coffee", "release", "webhooks", "weekend", "sale");
    private static final long X_EPOCH_MILLIS = 1288834974657L;

    private final SubscriptionBook book;
    private final Supplier<World> world;
    private final Consumer<Happening> publish;
    private final DoubleSupplier rate;
    private final java.util.function.BooleanSupplier listening;
    private final Clock clock;
    private final Random random;
    private Thread thread;
    private volatile boolean stopped;
    private long lastId;

    ScriptedEvents(SubscriptionBook book, Supplier<World> world, Consumer<Happening> publish, DoubleSupplier rate,
                   java.util.function.BooleanSupplier listening, Clock clock, long seed) {
        this.book = book;
        this.world = world;
        this.publish = publish;
        this.rate = rate;
        this.listening = listening;
        this.clock = clock;
        this.random = new Random(seed ^ 0x5EED_E7E7L);
    }

    /** Starts the source if it runs not yet and a rate is set. */
    synchronized void start() {
        if (thread != null || stopped || rate.getAsDouble() <= 0) {
            return;
        }
        thread = new Thread(this::run, "sandbox-scripted-events");
        thread.setDaemon(true);
        thread.start();
    }

    synchronized void stop() {
        stopped = true;
        if (thread != null) {
            thread.interrupt();
        }
    }

    private void run() {
        long next = System.nanoTime();
        while (!stopped) {
            double perSecond = rate.getAsDouble();
            if (perSecond <= 0) {
                synchronized (this) {
                    thread = null;
                }
                return;
            }
            next += (long) (1e9 / perSecond);
            long wait = next - System.nanoTime();
            try {
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                } else if (wait < -1_000_000_000L) {
                    next = System.nanoTime();
                }
            } catch (InterruptedException e) {
                return;
            }
            if (listening.getAsBoolean()) {
                List<Subscription> subscriptions = book.all();
                if (!subscriptions.isEmpty()) {
                    Happening happening = make(subscriptions.get(random.nextInt(subscriptions.size())));
                    if (happening != null) {
                        publish.accept(happening);
                    }
                }
            }
        }
    }

    /** An invented event that {@code subscription} gets. */
    Happening make(Subscription subscription) {
        World now = world.get();
        String type = subscription.eventType();
        Instant at = clock.instant();
        V2User user = subscription.userId() == null ? null : now.user(subscription.userId()).orElse(null);
        V2User other = someoneElse(now, subscription.userId());
        if (other == null || (user == null && subscription.userId() != null)) {
            return null;
        }
        String keyword = subscription.keyword();
        Boolean sent = subscription.sent() != null ? subscription.sent() : random.nextBoolean();
        String text = sentence(keyword);
        String id = nextId(at);
        if (type.startsWith("profile.update.")) {
            String field = type.substring("profile.update.".length());
            return happening(type, user, null, null, Payloads.profile(before(field, user), after(field, user)), null, at);
        }
        switch (type) {
            case "post.create", "post.mention.create", "post.reply.create", "post.quote.create", "post.repost.create" -> {
                V2User author = type.equals("post.create") ? user : other;
                ObjectNode post = Json.object().put("id", id).put("author_id", author.id()).put("created_at", at.toString());
                String body = switch (type) {
                    case "post.mention.create" -> "@" + user.username() + " " + text;
                    case "post.repost.create" -> "RT @" + user.username() + ": " + text;
                    default -> text;
                };
                post.put("text", body);
                post.putArray("edit_history_tweet_ids").add(id);
                if (type.equals("post.reply.create")) {
                    post.put("in_reply_to_user_id", user.id());
                }
                return happening(type, user, null, body, post, Payloads.includes(List.of(author)), at);
            }
            case "post.delete" -> {
                return happening(type, user, null, null, Payloads.postDelete(id, user.id()), null, at);
            }
            case "like.create" -> {
                V2User author = sent ? other : user;
                V2User liker = sent ? user : other;
                return happening(type, user, sent, null, Payloads.like(id, nextId(at), author.id(), at),
                        Payloads.includes(List.of(liker, author)), at);
            }
            case "follow.follow", "follow.unfollow", "mute.mute", "mute.unmute", "block.block", "block.unblock" -> {
                boolean source = type.startsWith("mute.") || type.startsWith("block.") || sent;
                return happening(type, user, source, null, source ? Payloads.relation(user, other)
                        : Payloads.relation(other, user), null, at);
            }
            case "spaces.start", "spaces.end" -> {
                ObjectNode space = Json.object().put("id", "1" + Long.toString(Long.parseLong(id) % 1_000_000_000L, 36)
                        .toUpperCase(java.util.Locale.ROOT)).put("state", type.endsWith("start") ? "live" : "ended")
                        .put("title", text).put("creator_id", user.id()).put("participant_count", random.nextInt(400));
                space.putArray("host_ids").add(user.id());
                return happening(type, user, null, text, space, Payloads.includes(List.of(user)), at);
            }
            case "news.new" -> {
                String headline = keyword == null ? text : "Why " + keyword + " is in the news today";
                return new Happening(type, null, null, headline, Payloads.news(headline, "Technology",
                        "What people are saying about " + (keyword == null ? "this" : keyword) + "."), null, at);
            }
            case "oauth.revoke" -> {
                return happening(type, user, null, null, Payloads.revoke(user.id(), "29750473", at), null, at);
            }
            case "chat.conversation_join" -> {
                return happening(type, user, false, null, Payloads.participants(true, id, nextId(at), other.id(),
                        List.of(user.id()), at), null, at);
            }
            case "dm.read" -> {
                String conversation = conversation(user, other);
                return happening(type, user, sent, null, sent ? Payloads.read(conversation, user.id(), other.id(), id, at)
                        : Payloads.read(conversation, other.id(), user.id(), id, at), null, at);
            }
            case "dm.indicate_typing" -> {
                String conversation = conversation(user, other);
                return happening(type, user, sent, null, sent ? Payloads.typing(conversation, user.id(), other.id(), at)
                        : Payloads.typing(conversation, other.id(), user.id(), at), null, at);
            }
            default -> {
                if (type.startsWith("dm.") || type.startsWith("chat.")) {
                    boolean out = type.endsWith(".sent") || (!type.endsWith(".received") && sent);
                    V2User sender = out ? user : other;
                    V2User recipient = out ? other : user;
                    return happening(type, user, out, text, Payloads.message(id, conversation(user, other), sender.id(),
                            recipient.id(), text, at, List.of(sender, recipient)), null, at);
                }
                return null;
            }
        }
    }

    private static Happening happening(String type, V2User user, Boolean sent, String text, ObjectNode payload,
                                       ObjectNode includes, Instant at) {
        return new Happening(type, user.id(), sent, text, payload, includes, at);
    }

    private V2User someoneElse(World now, String userId) {
        List<V2User> users = new ArrayList<>(now.users());
        users.removeIf(user -> user.id().equals(userId));
        return users.isEmpty() ? null : users.get(random.nextInt(users.size()));
    }

    private String sentence(String keyword) {
        String word = keyword != null ? keyword : WORDS.get(random.nextInt(WORDS.size()));
        return switch (random.nextInt(3)) {
            case 0 -> "Thinking about " + word + " this morning.";
            case 1 -> "Anyone else excited about the " + word + "?";
            default -> "New post on " + word + ", link in bio.";
        };
    }

    private String before(String field, V2User user) {
        return value(field, user, 0);
    }

    private String after(String field, V2User user) {
        return value(field, user, 1 + random.nextInt(4));
    }

    private String value(String field, V2User user, int variant) {
        return switch (field) {
            case "bio" -> BIOS.get(variant % BIOS.size());
            case "geo" -> PLACES.get(variant % PLACES.size());
            case "url" -> "https://" + user.username().toLowerCase(java.util.Locale.ROOT) + ".example/" + variant;
            case "screenname", "handle" -> variant == 0 ? user.username() : user.username() + "_" + variant;
            case "verified", "verified_badge" -> variant == 0 ? "false" : "true";
            case "affiliate", "affiliate_badge" -> variant == 0 ? "" : "Starling Labs";
            default -> "https://pbs.example/images/" + user.id() + "/" + variant + ".jpg";
        };
    }

    private static String conversation(V2User a, V2User b) {
        return new java.math.BigInteger(a.id()).compareTo(new java.math.BigInteger(b.id())) < 0
                ? a.id() + "-" + b.id() : b.id() + "-" + a.id();
    }

    private synchronized String nextId(Instant at) {
        lastId = Math.max(lastId + 1, (at.toEpochMilli() - X_EPOCH_MILLIS) << 22);
        return Long.toString(lastId);
    }
}
