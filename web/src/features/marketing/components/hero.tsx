import { useEffect, useRef, useState } from "react";
import { afterPageLoad } from "../../../lib/after-page-load";
import styles from "./hero.module.css";
import { useReducedMotion } from "./use-reduced-motion";

const HERO_VIDEO = "/media/hero.mp4";
const HERO_POSTER = "/media/hero-poster.jpg";

const sloganLines = [
  "Sometimes your house needs surgery.",
  "Every surgery needs a perfect plan.",
  "Every perfect plan needs perfect tools.",
];

/**
 * Home hero: a full-screen, looping, muted video; the poster alone when motion is reduced. The
 * poster is the page's largest paint; the video (240 kB, and decoding it keeps the main thread
 * busy) starts once the page has loaded and gone idle, so it never competes with the page's code.
 */
export function Hero() {
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => (reducedMotion ? undefined : afterPageLoad(() => setPlaying(true))), [reducedMotion]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playing) return;
    // React sets `muted` as a property only; browsers allow autoplay once it is muted.
    video.muted = true;
    video.load();
    void video.play().catch(() => undefined);
  }, [playing]);

  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      {reducedMotion ? (
        <img src={HERO_POSTER} alt="" className={styles.media} />
      ) : (
        <video
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          poster={HERO_POSTER}
          aria-hidden="true"
          tabIndex={-1}
          className={styles.media}
        >
          {playing && <source src={HERO_VIDEO} type="video/mp4" />}
        </video>
      )}
      <div aria-hidden="true" className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>Home Tools workshop</p>
        <h1 id="hero-title" className={styles.title}>
          {sloganLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </h1>
        <p className={styles.lead}>
          Hand-picked hammers, drills, saws and measuring tools for homeowners who fix things properly.
        </p>
        <a href="#tools" className={styles.cta}>
          Shop our tools
        </a>
      </div>
    </section>
  );
}
