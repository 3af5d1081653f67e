; =====================================================================
;  STAR COURIER - a tiny original arcade game for DOS
;
;  You fly a courier ship along the bottom of the screen. Rocks and
;  cargo crates fall from the sky. Shoot the rocks (10 points), fly
;  into the yellow crates to deliver them (50 points), and do not let a
;  rock hit your ship. You have three lives.
;
;  Controls: Arrows or A/D move, Space fires, Enter starts, Esc quits.
;
;  Build:  nasm -f bin -o STARCOUR.COM star-courier.asm
;  Target: DOS .COM, VGA mode 13h (320x200, 256 colours), 386+ CPU.
;  Licence: MIT (same as the GameHub site). Original code.
; =====================================================================

        bits 16
        cpu 386
        org 100h

; ---- Constants ------------------------------------------------------
SCREEN_W    equ 320
SCREEN_H    equ 200
HUD_H       equ 12              ; top rows used by the score line
SHIP_W      equ 16
SHIP_H      equ 10
SHIP_Y      equ 186             ; top row of the ship
SHIP_SPEED  equ 3               ; pixels per frame
ROCK_SZ     equ 12              ; rocks and crates are 12x12
MAX_ROCKS   equ 10
ROCK_REC    equ 6               ; record: x(word) y(word) type(byte) speed(byte)
MAX_SHOTS   equ 6
SHOT_REC    equ 4               ; record: x(word) y(word), y = 0 means free
SHOT_W      equ 2
SHOT_H      equ 6
SHOT_SPEED  equ 5
NUM_STARS   equ 40
STAR_REC    equ 4               ; record: x(word) y(word)

ST_TITLE    equ 0               ; game states
ST_PLAY     equ 1
ST_OVER     equ 2
T_NONE      equ 0               ; falling object types
T_ROCK      equ 1
T_CRATE     equ 2

; ---- Small helper macros --------------------------------------------
%macro TEXT 4                   ; colour, scale, string, row: centred text
        mov byte [color], %1
        mov word [txt_scale], %2
        mov si, %3
        mov bx, %4
        call draw_centered
%endmacro
%macro RECT 5                   ; x, y, width, height, colour
        mov byte [color], %5
        mov ax, %1
        mov bx, %2
        mov cx, %3
        mov dx, %4
        call fill_rect
%endmacro
%macro OVERLAP 4                ; start1, length1, start2, length2 -> CF
        mov ax, %1
        mov bx, %2
        mov cx, %3
        mov dx, %4
        call overlap
%endmacro
%macro BEEP 2                   ; timer divisor (1193182 / Hz), frames
        mov bx, %1
        mov al, %2
        call beep
%endmacro
%macro COUNT_DOWN 1             ; decrement a counter unless it is zero
        cmp %1, 0
        je %%zero
        dec %1
%%zero:
%endmacro

        section .text

; ---- Program start --------------------------------------------------
start:
        ; A .COM program owns all free memory when it starts. Shrink our
        ; block to 64 KB, then ask DOS for a 64000-byte off-screen buffer
        ; that we draw into before copying to the screen (no flicker).
        mov ah, 4Ah
        mov bx, 1000h           ; 64 KB in 16-byte paragraphs
        int 21h
        jc no_memory
        mov ah, 48h
        mov bx, 64000/16
        int 21h
        jc no_memory
        mov [buf_seg], ax

        mov ax, 0013h           ; VGA mode 13h
        int 10h

        ; Ask the BIOS where its 8x8 font lives and copy the first 128
        ; characters into our own table so text drawing is simple.
        mov ax, 1130h
        mov bh, 03h
        int 10h                 ; ES:BP -> font
        push ds
        push es
        pop ds
        mov si, bp
        push cs
        pop es
        mov di, font
        mov cx, 1024/2
        rep movsw
        pop ds

        push 0                  ; seed the random generator from the
        pop es                  ; BIOS tick counter (never with 0)
        mov ax, [es:046Ch]
        or ax, ax
        jnz .seed_ok
        inc ax
.seed_ok: mov [seed], ax

        ; Chain a tiny keyboard handler in front of the BIOS one. It only
        ; watches which movement keys are held; the BIOS still handles
        ; everything else and we read keys through int 16h as usual.
        mov ax, 3509h
        int 21h                 ; ES:BX = old int 9 vector
        mov [old9], bx
        mov [old9+2], es
        mov ax, 2509h
        mov dx, kbd_hook
        int 21h

        call init_stars
        mov byte [state], ST_TITLE

; Main loop: read keys, update, draw into the buffer, wait for the
; vertical retrace (70 per second), then copy the buffer to the screen.
main_loop:
        call read_keys
        cmp byte [quit_flag], 0
        jne quit
        inc word [frame]
        call update_stars
        cmp byte [state], ST_PLAY
        jne .no_update
        call update_game
.no_update: call draw_frame
        call sound_tick
        call wait_retrace
        call flip
        jmp main_loop

; Leave: silence the speaker, give the keyboard back to the BIOS,
; return to 80x25 text mode and exit to DOS.
quit:   call speaker_off
        push ds
        lds dx, [old9]
        mov ax, 2509h
        int 21h
        pop ds
        mov ax, 0003h
        int 10h
        mov ax, 4C00h
        int 21h

no_memory:
        mov dx, s_nomem
        mov ah, 09h
        int 21h
        mov ax, 4C01h
        int 21h

; ---- Keyboard -------------------------------------------------------

; Interrupt 9 hook. Peeks at the scan code (port 60h), records whether
; Left/A or Right/D is held, then jumps on to the BIOS handler, which
; reads the same code and fills the int 16h buffer.
kbd_hook:
        push ax
        push bx
        in al, 60h
        mov ah, al
        and ah, 7Fh             ; scan code without the "released" bit
        mov bx, key_left
        cmp ah, 4Bh             ; Left arrow
        je .set
        cmp ah, 1Eh             ; A
        je .set
        inc bx                  ; key_right follows key_left
        cmp ah, 4Dh             ; Right arrow
        je .set
        cmp ah, 20h             ; D
        jne .chain
.set:   rol al, 1               ; "released" bit moves to bit 0
        and al, 1
        xor al, 1               ; 1 = held, 0 = released
        mov [cs:bx], al
.chain: pop bx
        pop ax
        jmp far [cs:old9]

; Drain the BIOS key buffer (int 16h) and react to Esc, Enter, Space.
read_keys:
.poll:  mov ah, 01h             ; is a key waiting?
        int 16h
        jz .done
        mov ah, 00h             ; yes: take it (AL = ASCII, AH = scan)
        int 16h
        cmp ah, 01h             ; Esc
        je .esc
        cmp al, 13              ; Enter
        je .enter
        cmp al, ' '             ; Space
        jne .poll
        cmp byte [state], ST_PLAY
        jne .poll
        call fire_shot
        jmp .poll
.enter: cmp byte [state], ST_PLAY
        je .poll
        call new_game
        jmp .poll
.esc:   mov byte [quit_flag], 1
.done:  ret

; ---- Game logic -----------------------------------------------------

; Reset everything for a fresh run.
new_game:
        mov word [score], 0
        mov byte [lives], 3
        mov word [ship_x], (SCREEN_W - SHIP_W) / 2
        mov word [invuln], 60   ; a short safe period at the start
        mov byte [spawn_timer], 30
        mov byte [fire_cool], 0
        push es
        push ds
        pop es
        mov di, rocks           ; rocks and shots sit next to each other
        mov cx, MAX_ROCKS*ROCK_REC + MAX_SHOTS*SHOT_REC
        xor al, al
        rep stosb
        pop es
        mov byte [state], ST_PLAY
        ret

; Launch a shot from the ship's nose if a slot is free.
fire_shot:
        cmp byte [fire_cool], 0
        jne .ret
        mov si, shots
        mov cx, MAX_SHOTS
.find:  cmp word [si+2], 0
        je .found
        add si, SHOT_REC
        loop .find
        ret
.found: mov ax, [ship_x]
        add ax, (SHIP_W - SHOT_W) / 2
        mov [si], ax
        mov word [si+2], SHIP_Y - SHOT_H
        mov byte [fire_cool], 8
        BEEP 994, 3             ; about 1200 Hz
.ret:   ret

; One frame of play.
update_game:
        COUNT_DOWN byte [fire_cool]
        COUNT_DOWN word [invuln]

        mov ax, [ship_x]        ; move while a direction key is held
        cmp byte [key_left], 0
        je .no_left
        sub ax, SHIP_SPEED
        jns .no_left
        xor ax, ax
.no_left: cmp byte [key_right], 0
        je .no_right
        add ax, SHIP_SPEED
        cmp ax, SCREEN_W - SHIP_W
        jbe .no_right
        mov ax, SCREEN_W - SHIP_W
.no_right: mov [ship_x], ax

        mov si, shots           ; shots fly up, vanish under the score line
        mov cx, MAX_SHOTS
.shot:  cmp word [si+2], 0
        je .shot_next
        sub word [si+2], SHOT_SPEED
        cmp word [si+2], HUD_H
        jge .shot_next
        mov word [si+2], 0
.shot_next: add si, SHOT_REC
        loop .shot

        mov si, rocks           ; objects fall; test against shots and ship
        mov cx, MAX_ROCKS
.rock:  cmp byte [si+4], T_NONE
        je .rock_next
        movzx ax, byte [si+5]
        add [si+2], ax
        cmp word [si+2], SCREEN_H - ROCK_SZ
        jbe .alive
        mov byte [si+4], T_NONE ; fell off the bottom
        jmp .rock_next
.alive: call rock_vs_shots
        cmp byte [si+4], T_NONE
        je .rock_next
        call rock_vs_ship
.rock_next: add si, ROCK_REC
        loop .rock

        dec byte [spawn_timer]  ; drop a new object now and then:
        jnz .ret                ; every 36 frames, down to 12 as you score
        call spawn_rock
        mov ax, [score]
        shr ax, 6
        mov bx, 36
        sub bx, ax
        cmp bx, 12
        jge .delay_ok
        mov bx, 12
.delay_ok: mov [spawn_timer], bl
.ret:   ret

; Put a rock (or, one time in four, a crate) in a free slot.
spawn_rock:
        mov si, rocks
        mov cx, MAX_ROCKS
.find:  cmp byte [si+4], T_NONE
        je .found
        add si, ROCK_REC
        loop .find
        ret
.found: mov bx, SCREEN_W - ROCK_SZ + 1
        call rand_mod
        mov [si], ax
        mov word [si+2], HUD_H
        mov byte [si+4], T_ROCK
        mov bx, 4
        call rand_mod
        or ax, ax
        jnz .type_ok
        mov byte [si+4], T_CRATE
.type_ok: mov ax, [score]         ; speed is 1..max, where max grows from
        shr ax, 8               ; 1 to 3 as the score goes up
        inc ax
        cmp ax, 3
        jbe .max_ok
        mov ax, 3
.max_ok: mov bx, ax
        call rand_mod
        inc al
        mov [si+5], al
        ret

; SI = falling object. Did any shot hit it?
rock_vs_shots:
        pusha
        mov di, shots
        mov cx, MAX_SHOTS
.loop:  cmp word [di+2], 0
        je .next
        push cx
        OVERLAP [di], SHOT_W, [si], ROCK_SZ
        jnc .miss
        OVERLAP [di+2], SHOT_H, [si+2], ROCK_SZ
        jnc .miss
        pop cx
        mov word [di+2], 0      ; the shot is used up
        cmp byte [si+4], T_CRATE
        mov byte [si+4], T_NONE ; the object is gone too (mov keeps flags)
        je .crate
        mov ax, 10              ; rock destroyed
        call add_score
        BEEP 2983, 4            ; about 400 Hz
        jmp .done
.crate: BEEP 5966, 4            ; low thud: the cargo is lost
        jmp .done
.miss:  pop cx
.next:  add di, SHOT_REC
        loop .loop
.done:  popa
        ret

; SI = falling object. Did it touch the ship? (Hit box is 2 pixels
; smaller than the picture, which feels fairer.)
rock_vs_ship:
        pusha
        mov ax, [ship_x]
        add ax, 2
        OVERLAP ax, SHIP_W - 4, [si], ROCK_SZ
        jnc .done
        OVERLAP SHIP_Y + 2, SHIP_H - 2, [si+2], ROCK_SZ
        jnc .done
        cmp byte [si+4], T_CRATE
        jne .rock
        mov byte [si+4], T_NONE ; crate delivered
        mov ax, 50
        call add_score
        BEEP 663, 5             ; about 1800 Hz
        jmp .done
.rock:  cmp word [invuln], 0    ; still blinking after the last hit
        jne .done
        mov byte [si+4], T_NONE
        BEEP 7954, 12           ; about 150 Hz
        mov word [invuln], 90
        dec byte [lives]
        jnz .done
        mov byte [state], ST_OVER
.done:  popa
        ret

; AX = points. Adds to the score (stopping at 65535) and keeps the best.
add_score:
        add [score], ax
        jnc .ok
        mov word [score], 0FFFFh
.ok:    mov ax, [score]
        cmp ax, [best]
        jbe .ret
        mov [best], ax
.ret:   ret

; Do the ranges [AX, AX+BX) and [CX, CX+DX) overlap? Carry set if yes.
overlap:
        add dx, cx              ; DX = end of the second range
        cmp ax, dx
        jge .no
        add bx, ax              ; BX = end of the first range
        cmp cx, bx
        jge .no
        stc
        ret
.no:    clc
        ret

; ---- Star field -----------------------------------------------------
init_stars:
        mov si, stars
        mov cx, NUM_STARS
.loop:  mov bx, SCREEN_W
        call rand_mod
        mov [si], ax
        mov bx, SCREEN_H - HUD_H
        call rand_mod
        add ax, HUD_H
        mov [si+2], ax
        add si, STAR_REC
        loop .loop
        ret

; Odd-numbered stars move 2 pixels a frame, the others 1 (parallax).
update_stars:
        mov si, stars
        mov cx, NUM_STARS
.loop:  mov ax, cx
        and ax, 1
        inc ax
        add [si+2], ax
        cmp word [si+2], SCREEN_H
        jb .next
        mov word [si+2], HUD_H  ; wrap to the top at a new column
        mov bx, SCREEN_W
        call rand_mod
        mov [si], ax
.next:  add si, STAR_REC
        loop .loop
        ret

draw_stars:
        mov si, stars
        mov cx, NUM_STARS
.loop:  imul di, [si+2], SCREEN_W
        add di, [si]
        mov al, 8               ; slow stars are dark grey
        test cl, 1
        jz .put
        mov al, 15              ; fast stars are white
.put:   mov [es:di], al
        add si, STAR_REC
        loop .loop
        ret

; ---- Drawing (everything goes into the off-screen buffer at ES) -----
draw_frame:
        mov es, [buf_seg]
        xor di, di
        xor ax, ax
        mov cx, 32000
        rep stosw               ; clear to black
        call draw_stars
        cmp byte [state], ST_TITLE
        je draw_title
        call draw_world
        call draw_hud
        cmp byte [state], ST_OVER
        jne .ret
        RECT 56, 80, 208, 40, 0 ; dark panel behind the message
        TEXT 12, 1, s_over, 88
        TEXT 7, 1, s_quit, 104
.ret:   ret

draw_title:
        TEXT 14, 2, s_title, 44
        TEXT 15, 1, s_press, 80
        TEXT 7, 1, s_help1, 108
        TEXT 7, 1, s_help2, 122
        TEXT 7, 1, s_quit, 136
        mov byte [color], 11
        mov ax, (SCREEN_W - SHIP_W) / 2
        mov bx, 166
        mov cx, SHIP_H
        mov si, spr_ship
        jmp draw_mask

; Score, best score and lives along the top, with a blue rule under it.
draw_hud:
        mov word [txt_scale], 1
        mov byte [color], 15
        mov bx, 2               ; text row (kept by all the calls below)
        mov si, s_score
        mov ax, 4
        call draw_string
        mov ax, [score]
        call num_to_str         ; SI = the digits
        mov ax, 52
        call draw_string
        mov si, s_best
        mov ax, 124
        call draw_string
        mov ax, [best]
        call num_to_str
        mov ax, 164
        call draw_string
        mov si, s_lives
        mov ax, 244
        call draw_string
        mov al, [lives]
        add al, '0'
        mov word [cur_x], 292
        call draw_char          ; cur_y is still 2 from draw_string
        RECT 0, HUD_H - 1, SCREEN_W, 1, 1
        ret

; Shots, falling objects and the ship.
draw_world:
        mov byte [color], 10    ; green shots
        mov si, shots
        mov cx, MAX_SHOTS
.shot:  push cx
        mov bx, [si+2]
        or bx, bx
        jz .shot_next
        mov ax, [si]
        mov cx, SHOT_W
        mov dx, SHOT_H
        call fill_rect
.shot_next: pop cx
        add si, SHOT_REC
        loop .shot

        mov si, rocks
        mov cx, MAX_ROCKS
.rock:  push cx
        push si
        cmp byte [si+4], T_NONE
        je .rock_next
        mov ax, [si]
        mov bx, [si+2]
        mov cx, ROCK_SZ
        cmp byte [si+4], T_CRATE
        je .crate
        mov byte [color], 7     ; grey rock
        mov si, spr_rock
        call draw_mask
        jmp .rock_next
.crate: mov byte [color], 6     ; brown box with a yellow frame
        mov dx, ROCK_SZ
        call fill_rect
        mov byte [color], 14
        mov si, spr_crate
        call draw_mask
.rock_next: pop si
        pop cx
        add si, ROCK_REC
        loop .rock

        cmp byte [lives], 0     ; no ship after the last life is gone
        je .done
        cmp word [invuln], 0
        je .show
        test byte [frame], 4    ; blink while the shield is up
        jnz .done
.show:  mov byte [color], 11
        mov ax, [ship_x]
        mov bx, SHIP_Y
        mov cx, SHIP_H
        mov si, spr_ship
        call draw_mask
        mov byte [color], 14    ; flickering engine flame
        test byte [frame], 2
        jz .flame
        mov byte [color], 12
.flame: add ax, 7
        mov bx, SHIP_Y + SHIP_H
        mov cx, 2
        mov dx, 2
        call fill_rect
.done:  ret

; Solid rectangle. AX = x, BX = y, CX = width, DX = height (>= 1).
fill_rect:
        pusha
        imul di, bx, SCREEN_W
        add di, ax
        mov al, [color]
.row:   push cx
        push di
        rep stosb
        pop di
        pop cx
        add di, SCREEN_W
        dec dx
        jnz .row
        popa
        ret

; 16-pixel-wide one-colour sprite. AX = x, BX = y, CX = rows,
; SI = one word per row (top bit = leftmost pixel), colour in [color].
draw_mask:
        pusha
        imul di, bx, SCREEN_W
        add di, ax
        mov al, [color]
.row:   mov dx, [si]
        add si, 2
        push di
        mov bx, 16
.bit:   shl dx, 1
        jnc .skip
        mov [es:di], al
.skip:  inc di
        dec bx
        jnz .bit
        pop di
        add di, SCREEN_W
        loop .row
        popa
        ret

; One character from the copied BIOS font. AL = character, position
; in [cur_x]/[cur_y], size in [txt_scale], colour in [color].
draw_char:
        pusha
        movzx si, al
        and si, 7Fh
        shl si, 3
        add si, font
        mov bx, [cur_y]
        mov bp, 8               ; 8 rows
.row:   mov al, [si]
        mov [glyph], al
        mov ax, [cur_x]
        mov di, 8               ; 8 columns
.col:   shl byte [glyph], 1
        jnc .next
        mov cx, [txt_scale]     ; each font pixel is a scale x scale block
        mov dx, cx
        call fill_rect
.next:  add ax, [txt_scale]
        dec di
        jnz .col
        inc si
        add bx, [txt_scale]
        dec bp
        jnz .row
        popa
        ret

; Zero-terminated string at SI, drawn from AX = x, BX = y.
draw_string:
        pusha
        mov [cur_x], ax
        mov [cur_y], bx
.next:  lodsb
        or al, al
        jz .done
        call draw_char
        mov ax, [txt_scale]
        shl ax, 3
        add [cur_x], ax
        jmp .next
.done:  popa
        ret

; Zero-terminated string at SI, centred horizontally on row BX.
draw_centered:
        pusha
        mov di, si
        xor cx, cx
.len:   cmp byte [di], 0
        je .got
        inc di
        inc cx
        jmp .len
.got:   shl cx, 3
        imul cx, [txt_scale]
        mov ax, SCREEN_W
        sub ax, cx
        shr ax, 1
        call draw_string
        popa
        ret

; AX = number. Writes five decimal digits to num_buf; returns SI = num_buf.
num_to_str:
        pusha
        mov di, num_buf + 4
        mov bx, 10
        mov cx, 5
.digit: xor dx, dx
        div bx
        add dl, '0'
        mov [di], dl
        dec di
        loop .digit
        popa
        mov si, num_buf
        ret

; ---- Screen timing and copy -----------------------------------------
wait_retrace:
        mov dx, 3DAh
.end:   in al, dx               ; first let any retrace in progress end,
        test al, 8
        jnz .end
.start: in al, dx               ; then wait for the next one to begin
        test al, 8
        jz .start
        ret

flip:   push ds
        mov ax, 0A000h
        mov es, ax
        mov ds, [buf_seg]
        xor si, si
        xor di, di
        mov cx, 32000
        rep movsw
        pop ds
        ret

; ---- PC speaker -----------------------------------------------------

; BX = timer divisor (1193182 / Hz), AL = length in frames.
beep:   push ax
        mov [snd_timer], al
        mov al, 0B6h            ; PIT channel 2, square wave
        out 43h, al
        mov ax, bx
        out 42h, al
        mov al, ah
        out 42h, al
        in al, 61h              ; connect the speaker to the timer
        or al, 3
        out 61h, al
        pop ax
        ret

; Called once a frame: switch the tone off when its time is up.
sound_tick:
        cmp byte [snd_timer], 0
        je .ret
        dec byte [snd_timer]
        jz speaker_off
.ret:   ret

speaker_off:
        in al, 61h
        and al, 0FCh
        out 61h, al
        ret

; ---- Random numbers: 16-bit xorshift (shifts 7, 9, 8) ---------------
rand:   push dx
        mov ax, [seed]
        mov dx, ax
        shl dx, 7
        xor ax, dx
        mov dx, ax
        shr dx, 9
        xor ax, dx
        mov dx, ax
        shl dx, 8
        xor ax, dx
        mov [seed], ax
        pop dx
        ret

; BX = n (> 0). Returns AX = random number from 0 to n-1.
rand_mod:
        push dx
        call rand
        xor dx, dx
        div bx
        mov ax, dx
        pop dx
        ret

; ---- Data -----------------------------------------------------------
        section .data

spr_ship:                       ; 16x10
        dw 0000000110000000b
        dw 0000001111000000b
        dw 0000001001000000b
        dw 0000011111100000b
        dw 0000111111110000b
        dw 0001111001111000b
        dw 0011111111111100b
        dw 0111111111111110b
        dw 1111101111011111b
        dw 1100000110000011b
spr_rock:                       ; 12x12 (left 12 bits used)
        dw 0001111100000000b
        dw 0011111111000000b
        dw 0111101111100000b
        dw 1111111111100000b
        dw 1111111101110000b
        dw 1101111111110000b
        dw 1111111111110000b
        dw 0111111011110000b
        dw 0111111111100000b
        dw 0011110111000000b
        dw 0001111110000000b
        dw 0000011000000000b
spr_crate:                      ; 12x12 frame, drawn over a brown square
        dw 1111111111110000b
        dw 1000000000010000b
        dw 1010000001010000b
        dw 1001000010010000b
        dw 1000100100010000b
        dw 1000011000010000b
        dw 1000011000010000b
        dw 1000100100010000b
        dw 1001000010010000b
        dw 1010000001010000b
        dw 1000000000010000b
        dw 1111111111110000b

s_title     db 'STAR COURIER', 0
s_press     db '- press ENTER -', 0
s_help1     db 'Arrows or A/D move, Space fires', 0
s_help2     db 'Shoot rocks, catch yellow crates', 0
s_quit      db 'Esc quits to DOS', 0
s_over      db 'GAME OVER - press ENTER', 0
s_score     db 'SCORE', 0
s_best      db 'BEST', 0
s_lives     db 'LIVES', 0
s_nomem     db 'Star Courier: not enough memory.', 13, 10, '$'
num_buf     db '00000', 0

buf_seg     dw 0                ; segment of the off-screen buffer
old9        dw 0, 0             ; BIOS keyboard handler (offset, segment)
seed        dw 1
frame       dw 0
ship_x      dw (SCREEN_W - SHIP_W) / 2
score       dw 0
best        dw 0
invuln      dw 0                ; frames of blinking safety left
txt_scale   dw 1
cur_x       dw 0
cur_y       dw 0
state       db ST_TITLE
quit_flag   db 0
key_left    db 0                ; key_right must follow key_left
key_right   db 0
lives       db 3
spawn_timer db 30
fire_cool   db 0
snd_timer   db 0
color       db 15
glyph       db 0

        section .bss
font        resb 1024           ; 128 characters x 8 rows
rocks       resb MAX_ROCKS * ROCK_REC
shots       resb MAX_SHOTS * SHOT_REC   ; must follow rocks (see new_game)
stars       resb NUM_STARS * STAR_REC
